package httpapi

import (
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

// routes is the whole API on one screen. Each line: who may call, method,
// path, handler. Access is enforced before the body is read.
func (s *Server) routes(api huma.API) {
	api.OpenAPI().Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		"session": {Type: "apiKey", In: "cookie", Name: s.cookieName()},
	}

	// Accounts and sessions
	handle(s, api, Anyone, huma.Operation{OperationID: "getMe", Method: http.MethodGet, Path: "/api/auth/me",
		Summary: "Oturumdaki kullanıcı (misafir için null)"}, s.getMe)
	handle(s, api, Anyone, huma.Operation{OperationID: "register", Method: http.MethodPost, Path: "/api/auth/register",
		Summary: "Üye kaydı", DefaultStatus: http.StatusCreated}, s.register)
	handle(s, api, Anyone, huma.Operation{OperationID: "login", Method: http.MethodPost, Path: "/api/auth/login",
		Summary: "Giriş"}, s.login)
	handle(s, api, Anyone, huma.Operation{OperationID: "logout", Method: http.MethodPost, Path: "/api/auth/logout",
		Summary: "Çıkış", DefaultStatus: http.StatusNoContent}, s.logout)

	// Storefront (public; only approved records)
	handle(s, api, Anyone, huma.Operation{OperationID: "listBooks", Method: http.MethodGet, Path: "/api/books",
		Summary: "Kitaplar: arama, kategori, sıralama, sayfa"}, s.listBooks)
	handle(s, api, Anyone, huma.Operation{OperationID: "featuredBooks", Method: http.MethodGet, Path: "/api/books/featured",
		Summary: "Öne çıkan kitaplar (en fazla 6)"}, s.featuredBooks)
	handle(s, api, Anyone, huma.Operation{OperationID: "getBook", Method: http.MethodGet, Path: "/api/books/{id}",
		Summary: "Kitap detayı"}, s.getBook)
	handle(s, api, Anyone, huma.Operation{OperationID: "listCategories", Method: http.MethodGet, Path: "/api/categories",
		Summary: "Kategoriler"}, s.listCategories)
	handle(s, api, Anyone, huma.Operation{OperationID: "listAuthors", Method: http.MethodGet, Path: "/api/authors",
		Summary: "Yazarlar"}, s.listAuthors)
	handle(s, api, Anyone, huma.Operation{OperationID: "getAuthor", Method: http.MethodGet, Path: "/api/authors/{id}",
		Summary: "Yazar, kitapları ve yaklaşan etkinlikleri"}, s.getAuthor)
	handle(s, api, Anyone, huma.Operation{OperationID: "listEvents", Method: http.MethodGet, Path: "/api/events",
		Summary: "Etkinlikler"}, s.listEvents)
	handle(s, api, Anyone, huma.Operation{OperationID: "getEvent", Method: http.MethodGet, Path: "/api/events/{id}",
		Summary: "Etkinlik detayı"}, s.getEvent)
	handle(s, api, Anyone, huma.Operation{OperationID: "getPage", Method: http.MethodGet, Path: "/api/pages/{key}",
		Summary: "Yayımlanmış içerik sayfası"}, s.getPage)
	handle(s, api, Anyone, huma.Operation{OperationID: "suggest", Method: http.MethodGet, Path: "/api/search/suggest",
		Summary: "Başlık araması için kitap ve yazar önerileri"}, s.suggest)

	// Member area (role user; every record is the caller's own)
	handle(s, api, Member, huma.Operation{OperationID: "getCart", Method: http.MethodGet, Path: "/api/cart",
		Summary: "Sepet (yoksa oluşturulur)"}, s.getCart)
	handle(s, api, Member, huma.Operation{OperationID: "setCartQuantity", Method: http.MethodPut, Path: "/api/cart/items/{bookId}",
		Summary: "Sepetteki miktarı ayarla (0 kaldırır)"}, s.setCartQuantity)
	handle(s, api, Member, huma.Operation{OperationID: "removeCartItem", Method: http.MethodDelete, Path: "/api/cart/items/{bookId}",
		Summary: "Sepetten kaldır"}, s.removeCartItem)
	handle(s, api, Member, huma.Operation{OperationID: "listFavorites", Method: http.MethodGet, Path: "/api/favorites",
		Summary: "Favoriler"}, s.listFavorites)
	handle(s, api, Member, huma.Operation{OperationID: "addFavorite", Method: http.MethodPut, Path: "/api/favorites/{bookId}",
		Summary: "Favorilere ekle", DefaultStatus: http.StatusNoContent}, s.addFavorite)
	handle(s, api, Member, huma.Operation{OperationID: "removeFavorite", Method: http.MethodDelete, Path: "/api/favorites/{bookId}",
		Summary: "Favorilerden kaldır", DefaultStatus: http.StatusNoContent}, s.removeFavorite)
	handle(s, api, Member, huma.Operation{OperationID: "addStockAlert", Method: http.MethodPost, Path: "/api/stock-alerts",
		Summary: "Stoğa girince haber ver", DefaultStatus: http.StatusNoContent}, s.addStockAlert)
	handle(s, api, Member, huma.Operation{OperationID: "listMyOrders", Method: http.MethodGet, Path: "/api/orders",
		Summary: "Siparişlerim"}, s.listMyOrders)
	handle(s, api, Member, huma.Operation{OperationID: "getMyOrder", Method: http.MethodGet, Path: "/api/orders/{id}",
		Summary: "Sipariş detayı (yalnızca kendi siparişi)"}, s.getMyOrder)
	handle(s, api, SignedIn, huma.Operation{OperationID: "getProfile", Method: http.MethodGet, Path: "/api/profile",
		Summary: "Profil"}, s.getProfile)
	handle(s, api, SignedIn, huma.Operation{OperationID: "updateProfile", Method: http.MethodPut, Path: "/api/profile",
		Summary: "Profili güncelle"}, s.updateProfile)

	// Admin panel
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminActivity", Method: http.MethodGet, Path: "/api/admin/activity",
		Summary: "Son etkinlikler (denetim kaydından)"}, s.adminActivity)

	// Password reset (the mail issue): anyone; limited per address and per
	// account; the request answers the same whether or not the e-mail exists.
	handle(s, api, Anyone, huma.Operation{OperationID: "requestPasswordReset", Method: http.MethodPost, Path: "/api/auth/password-reset",
		Summary: "Şifre sıfırlama bağlantısı iste", DefaultStatus: http.StatusAccepted}, s.requestPasswordReset)
	handle(s, api, Anyone, huma.Operation{OperationID: "confirmPasswordReset", Method: http.MethodPost, Path: "/api/auth/password-reset/confirm",
		Summary: "Bağlantıdaki kodla yeni şifre belirle (tüm oturumlar kapanır)", DefaultStatus: http.StatusNoContent}, s.confirmPasswordReset)

	// E-mail outbox (admin panel)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminMails", Method: http.MethodGet, Path: "/api/admin/mails",
		Summary: "Giden e-postalar (en yeni önce)"}, s.adminMails)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminMail", Method: http.MethodGet, Path: "/api/admin/mails/{id}",
		Summary: "Giden e-posta ve düz metin içeriği"}, s.adminMail)
}
