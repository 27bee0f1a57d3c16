package httpapi

import (
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

// routes is the whole API on one screen. Each line: who may call, method,
// path, handler. Access is enforced before the body is read.
func (s *Server) routes(api huma.API) {
	api.OpenAPI().Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		"session": {Type: "apiKey", In: "cookie", Name: cookieName(s.cfg.Secure())},
	}
	registerAuditAction(api)
	// The aggregates' handler types: each holds its service (and HTTP
	// plumbing: limits, a logger), never a store (handler_types_internal_test.go).
	content, offers := catalogHandlers{s.catalog}, campaignHandlers{s.campaigns}
	cart, member, dash := cartHandlers{s.cart}, memberHandlers{s.members, s.shipments, s.checkout, s.payments}, dashboardHandlers{s.dashboard}
	ev, au, bk := eventHandlers{s.events}, authorHandlers{s.authors}, bookHandlers{s.books, s.isbn}
	co, rv := checkoutHandlers{s.checkout, s.log, s.parseNotification, s.shipments, s.payments}, reviewHandlers{s.reviews, s.reviewLimits}
	ac := authHandlers{s.auth, s.privacy, s.authors, s.authIPs, s.resetIPs, s.log}
	pv, im := privacyHandlers{s.privacy, s.log}, imageHandlers{s.images, s.uploadLimit, s.log}
	ry, rp, ml := royaltyHandlers{s.royalties}, reportHandlers{s.reports, s.log}, mailHandlers{s.outbox}
	iv := invoiceHandlers{s.invoices}
	sh := shipmentHandlers{s.shipments, s.log}
	sf := storefrontHandlers{s.storefront, s.events}
	tr := transferHandlers{s.payments}

	// Accounts and sessions
	handle(s, api, Anyone, huma.Operation{OperationID: "getMe", Method: http.MethodGet, Path: "/api/auth/me",
		Summary: "Oturumdaki kullanıcı (misafir için null)"}, ac.getMe)
	handle(s, api, Anyone, huma.Operation{OperationID: "register", Method: http.MethodPost, Path: "/api/auth/register",
		Summary: "Üye kaydı", DefaultStatus: http.StatusCreated}, ac.register)
	handle(s, api, Anyone, huma.Operation{OperationID: "login", Method: http.MethodPost, Path: "/api/auth/login",
		Summary: "Giriş"}, ac.login)
	handle(s, api, Anyone, huma.Operation{OperationID: "logout", Method: http.MethodPost, Path: "/api/auth/logout",
		Summary: "Çıkış", DefaultStatus: http.StatusNoContent}, ac.logout)

	// Storefront (public; only approved records; cached as publicReads in
	// routes_public.go says)
	handle(s, api, Anyone, read("listBooks"), sf.listBooks)
	handle(s, api, Anyone, read("featuredBooks"), sf.featuredBooks)
	handle(s, api, Anyone, read("getBook"), sf.getBook)
	handle(s, api, Anyone, read("relatedBooks"), sf.relatedBooks)
	handle(s, api, Anyone, read("listCategories"), sf.listCategories)
	handle(s, api, Anyone, read("listAuthors"), au.publicList)
	handle(s, api, Anyone, read("getAuthor"), sf.getAuthor)
	handle(s, api, Anyone, read("listEvents"), ev.publicList)
	handle(s, api, Anyone, read("getEvent"), ev.publicGet)
	handle(s, api, Anyone, read("getPage"), sf.getPage)
	handle(s, api, Anyone, read("suggest"), sf.suggest)

	// Member area (role user; every record is the caller's own)
	handle(s, api, Member, huma.Operation{OperationID: "getCart", Method: http.MethodGet, Path: "/api/cart",
		Summary: "Sepet (yoksa oluşturulur)"}, cart.getCart)
	handle(s, api, Member, huma.Operation{OperationID: "setCartQuantity", Method: http.MethodPut, Path: "/api/cart/items/{bookId}",
		Summary: "Sepetteki miktarı ayarla (0 kaldırır)"}, cart.setCartQuantity)
	handle(s, api, Member, huma.Operation{OperationID: "removeCartItem", Method: http.MethodDelete, Path: "/api/cart/items/{bookId}",
		Summary: "Sepetten kaldır"}, cart.removeCartItem)
	handle(s, api, Member, huma.Operation{OperationID: "applyCoupon", Method: http.MethodPut, Path: "/api/cart/coupon",
		Summary: "Sepete kupon kodu uygula (büyük/küçük harf ve boşluk önemsiz; geçersizse sepet değişmez)"}, cart.applyCoupon)
	handle(s, api, Member, huma.Operation{OperationID: "removeCoupon", Method: http.MethodDelete, Path: "/api/cart/coupon",
		Summary: "Sepetteki kuponu kaldır"}, cart.removeCoupon)
	handle(s, api, Member, huma.Operation{OperationID: "listFavorites", Method: http.MethodGet, Path: "/api/favorites",
		Summary: "Favoriler"}, member.listFavorites)
	handle(s, api, Member, huma.Operation{OperationID: "addFavorite", Method: http.MethodPut, Path: "/api/favorites/{bookId}",
		Summary: "Favorilere ekle", DefaultStatus: http.StatusNoContent}, member.addFavorite)
	handle(s, api, Member, huma.Operation{OperationID: "removeFavorite", Method: http.MethodDelete, Path: "/api/favorites/{bookId}",
		Summary: "Favorilerden kaldır", DefaultStatus: http.StatusNoContent}, member.removeFavorite)
	handle(s, api, Member, huma.Operation{OperationID: "addStockAlert", Method: http.MethodPost, Path: "/api/stock-alerts",
		Summary: "Stoğa girince haber ver", DefaultStatus: http.StatusNoContent}, member.addStockAlert)
	handle(s, api, Member, huma.Operation{OperationID: "listMyOrders", Method: http.MethodGet, Path: "/api/orders",
		Summary: "Siparişlerim"}, member.listMyOrders)
	handle(s, api, Member, huma.Operation{OperationID: "getMyOrder", Method: http.MethodGet, Path: "/api/orders/{id}",
		Summary: "Sipariş detayı (yalnızca kendi siparişi)"}, member.getMyOrder)
	handle(s, api, SignedIn, huma.Operation{OperationID: "getProfile", Method: http.MethodGet, Path: "/api/profile",
		Summary: "Profil"}, member.getProfile)
	handle(s, api, SignedIn, huma.Operation{OperationID: "updateProfile", Method: http.MethodPut, Path: "/api/profile",
		Summary: "Profili güncelle"}, member.updateProfile)

	// Author application and author panel (every record is the caller's own)
	handle(s, api, Anyone, huma.Operation{OperationID: "applyAsAuthor", Method: http.MethodPost, Path: "/api/auth/author-application",
		Summary: "Yazar başvurusu (onay bekleyen yazar hesabı ve profili)", DefaultStatus: http.StatusCreated}, ac.applyAsAuthor)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorMe", Method: http.MethodGet, Path: "/api/author/me",
		Summary: "Yazar profilim ve onay durumu"}, au.me)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "saveAuthorProfile", Method: http.MethodPut, Path: "/api/author/profile",
		Summary: "Yazar profilini oluştur veya güncelle"}, au.saveProfile)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorDashboard", Method: http.MethodGet, Path: "/api/author/dashboard",
		Summary: "Sayaçlar ve kitaplarımın, etkinliklerimin son hareketleri"}, au.dashboard)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorListBooks", Method: http.MethodGet, Path: "/api/author/books",
		Summary: "Kitaplarım"}, bk.authorListBooks)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorGetBook", Method: http.MethodGet, Path: "/api/author/books/{id}",
		Summary: "Kitabım"}, bk.authorGetBook)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorCreateBook", Method: http.MethodPost, Path: "/api/author/books",
		Summary: "Kitap ekle (onay bekler; yalnızca onaylı yazar)", DefaultStatus: http.StatusCreated}, bk.authorCreateBook)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorUpdateBook", Method: http.MethodPut, Path: "/api/author/books/{id}",
		Summary: "Kitabımı güncelle (yeniden onaya gider)"}, bk.authorUpdateBook)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorListEvents", Method: http.MethodGet, Path: "/api/author/events",
		Summary: "Etkinliklerim"}, ev.list)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorGetEvent", Method: http.MethodGet, Path: "/api/author/events/{id}",
		Summary: "Etkinliğim"}, ev.get)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorCreateEvent", Method: http.MethodPost, Path: "/api/author/events",
		Summary: "Etkinlik ekle (onay bekler; yalnızca onaylı yazar)", DefaultStatus: http.StatusCreated}, ev.authorCreate)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorUpdateEvent", Method: http.MethodPut, Path: "/api/author/events/{id}",
		Summary: "Etkinliğimi güncelle (yeniden onaya gider)"}, ev.authorUpdate)

	// The member's address book and the official il/ilçe list (addresses.go)
	book := addressHandlers{s.addresses}
	handle(s, api, Member, huma.Operation{OperationID: "listAddresses", Method: http.MethodGet, Path: "/api/me/addresses",
		Summary: "Adreslerim (önce varsayılanlar)"}, book.list)
	handle(s, api, Member, huma.Operation{OperationID: "createAddress", Method: http.MethodPost, Path: "/api/me/addresses",
		Summary: "Adres ekle (ilk adres iki türün de varsayılanı olur)", DefaultStatus: http.StatusCreated}, book.create)
	handle(s, api, Member, huma.Operation{OperationID: "updateAddress", Method: http.MethodPut, Path: "/api/me/addresses/{id}",
		Summary: "Adresimi güncelle"}, book.update)
	handle(s, api, Member, huma.Operation{OperationID: "deleteAddress", Method: http.MethodDelete, Path: "/api/me/addresses/{id}",
		Summary: "Adresimi sil (varsayılansa başka bir adres varsayılan olur)", DefaultStatus: http.StatusNoContent}, book.remove)
	handle(s, api, Member, huma.Operation{OperationID: "setDefaultAddress", Method: http.MethodPost, Path: "/api/me/addresses/{id}/default",
		Summary: "Varsayılan teslimat veya fatura adresi yap", DefaultStatus: http.StatusNoContent}, book.setDefault)
	handle(s, api, Anyone, huma.Operation{OperationID: "listProvinces", Method: http.MethodGet, Path: "/api/locations/provinces",
		Summary: "İller (81 il, resmî liste)"}, listProvinces)
	handle(s, api, Anyone, huma.Operation{OperationID: "listDistricts", Method: http.MethodGet, Path: "/api/locations/provinces/{id}/districts",
		Summary: "Bir ilin ilçeleri (resmî liste)"}, listDistricts)

	// Checkout (the bank's callback is outside /api: see checkout.go)
	handle(s, api, Member, huma.Operation{OperationID: "placeOrder", Method: http.MethodPost, Path: "/api/orders",
		Summary: "Sepetten sipariş oluştur (stok ayrılır, ödeme bekler)", DefaultStatus: http.StatusCreated}, co.placeOrder)
	handle(s, api, Member, huma.Operation{OperationID: "getCheckout", Method: http.MethodGet, Path: "/api/checkout/{orderId}",
		Summary: "Ödeme sayfası: bekleyen sipariş ve doldurulmuş sözleşmeler"}, co.getCheckout)
	handle(s, api, Member, huma.Operation{OperationID: "chooseMethod", Method: http.MethodPost, Path: "/api/checkout/{orderId}/method",
		Summary: "Ödeme yöntemi seçimi: havale/EFT veya kapıda ödeme (sözleşmeler onaylanarak)"}, co.chooseMethod)
	handle(s, api, Member, huma.Operation{OperationID: "pay", Method: http.MethodPost, Path: "/api/checkout/{orderId}/pay",
		Summary: "Sözleşmeleri onayla, kartla 3D Secure ödemeyi başlat"}, co.pay)

	// Admin panel
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListBooks", Method: http.MethodGet, Path: "/api/admin/books",
		Summary: "Tüm kitaplar: başlık veya yazar adıyla arama, sayfalı"}, bk.adminListBooks)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminGetBook", Method: http.MethodGet, Path: "/api/admin/books/{id}",
		Summary: "Kitap (form için)"}, bk.adminGetBook)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCreateBook", Method: http.MethodPost, Path: "/api/admin/books",
		Summary: "Yeni kitap", DefaultStatus: http.StatusCreated}, bk.adminCreateBook)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminUpdateBook", Method: http.MethodPut, Path: "/api/admin/books/{id}",
		Summary: "Kitabı güncelle"}, bk.adminUpdateBook)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminBookApproval", Method: http.MethodPut, Path: "/api/admin/books/{id}/approval",
		Summary: "Kitabı onayla veya onayını kaldır"}, bk.adminBookApproval)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRejectBookRevision", Method: http.MethodPost, Path: "/api/admin/books/{id}/revision/reject",
		Summary: "Yazarın onay bekleyen değişikliğini gerekçesiyle reddet (onaylı sürüm yayında kalır, yazara e-posta gider)"}, bk.adminRejectBookRevision)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeleteBook", Method: http.MethodDelete, Path: "/api/admin/books/{id}",
		Summary: "Kitabı sil (siparişte geçen kitap silinmez)", DefaultStatus: http.StatusNoContent}, bk.adminDeleteBook)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminISBNLookup", Method: http.MethodPost, Path: "/api/admin/isbn-lookup",
		Summary: "ISBN ile kitap bilgisi (Google Books, sonra Open Library)"}, bk.adminISBNLookup)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListOrders", Method: http.MethodGet, Path: "/api/admin/orders",
		Summary: "Siparişler: sipariş no, müşteri adı veya e-posta ile arama, sayfalı"}, co.adminListOrders)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminGetOrder", Method: http.MethodGet, Path: "/api/admin/orders/{id}",
		Summary: "Sipariş detayı"}, co.adminGetOrder)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminConfirmOrder", Method: http.MethodPost, Path: "/api/admin/orders/{id}/confirm",
		Summary: "Bekleyen siparişi onayla"}, co.adminConfirmOrder)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminShipOrder", Method: http.MethodPost, Path: "/api/admin/orders/{id}/ship",
		Summary: "Onaylı siparişi kargoya ver (takip no ve kargo firması)"}, co.adminShipOrder)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeliverOrder", Method: http.MethodPost, Path: "/api/admin/orders/{id}/deliver",
		Summary: "Kargodaki siparişi teslim edildi yap"}, co.adminDeliverOrder)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCollectCOD", Method: http.MethodPost, Path: "/api/admin/orders/{id}/cod-collected",
		Summary: "Kapıda ödemeli siparişin tahsilatını kaydet (kargoda veya teslim edilmiş, henüz tahsil edilmemiş)"}, co.adminCollectCOD)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListMembers", Method: http.MethodGet, Path: "/api/admin/members",
		Summary: "Üyeler: ad veya e-posta ile arama, sayfalı"}, member.adminListMembers)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminGetMember", Method: http.MethodGet, Path: "/api/admin/members/{id}",
		Summary: "Üye detayı"}, member.adminGetMember)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetRole", Method: http.MethodPut, Path: "/api/admin/members/{id}/role",
		Summary: "Üyenin rolünü değiştir (kendi admin rolü ve son admin korunur)"}, member.adminSetRole)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCancelOrder", Method: http.MethodPost, Path: "/api/admin/orders/{id}/cancel",
		Summary: "Siparişi iptal et (ödenmişse iade edilir, stok geri döner)"}, co.adminCancelOrder)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminStuckRefunds", Method: http.MethodGet, Path: "/api/admin/refunds/stuck",
		Summary: "Sonucu iyzico'dan alınamayan, sürmekte olan iadeler"}, co.adminStuckRefunds)
	// Returns and the 14-day withdrawal (returns.go).
	handle(s, api, Member, huma.Operation{OperationID: "cancelMyOrder", Method: http.MethodPost, Path: "/api/orders/{id}/cancel",
		Summary: "Kargoya verilmemiş siparişi iptal et (ödenmişse iade edilir)"}, co.cancelMyOrder)
	handle(s, api, Member, huma.Operation{OperationID: "getMyOrderReturns", Method: http.MethodGet, Path: "/api/orders/{id}/returns",
		Summary: "Siparişin iade talepleri ve cayma süresinin son günü"}, co.getMyOrderReturns)
	handle(s, api, Member, huma.Operation{OperationID: "requestReturn", Method: http.MethodPost, Path: "/api/orders/{id}/returns",
		Summary: "İade / cayma talebi (teslimattan itibaren 14 gün)", DefaultStatus: http.StatusCreated}, co.requestReturn)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListReturns", Method: http.MethodGet, Path: "/api/admin/returns",
		Summary: "İade talepleri: durum ve tarih filtreli, sayfalı"}, co.adminListReturns)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminOrderReturns", Method: http.MethodGet, Path: "/api/admin/orders/{id}/returns",
		Summary: "Siparişin iade talepleri"}, co.adminOrderReturns)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminAcceptReturn", Method: http.MethodPost, Path: "/api/admin/returns/{id}/accept",
		Summary: "İade talebini onayla (ürün bekleniyor)"}, co.adminAcceptReturn)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminReceiveReturn", Method: http.MethodPost, Path: "/api/admin/returns/{id}/receive",
		Summary: "İade edilen ürünleri teslim alındı yap (sağlam/hasarlı)"}, co.adminReceiveReturn)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRefundReturn", Method: http.MethodPost, Path: "/api/admin/returns/{id}/refund",
		Summary: "İadeyi iyzico ile öde (satır bazında, kısmi olabilir)"}, co.adminRefundReturn)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRejectReturn", Method: http.MethodPost, Path: "/api/admin/returns/{id}/reject",
		Summary: "İade talebini gerekçesiyle reddet"}, co.adminRejectReturn)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDashboard", Method: http.MethodGet, Path: "/api/admin/dashboard",
		Summary: "Toplamlar, bekleyen içerik ve son etkinlikler (denetim kaydından)"}, dash.adminDashboard)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListCategories", Method: http.MethodGet, Path: "/api/admin/categories",
		Summary: "Kategoriler (ada göre)"}, content.adminListCategories)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCreateCategory", Method: http.MethodPost, Path: "/api/admin/categories",
		Summary: "Kategori ekle", DefaultStatus: http.StatusCreated}, content.adminCreateCategory)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminUpdateCategory", Method: http.MethodPut, Path: "/api/admin/categories/{id}",
		Summary: "Kategoriyi güncelle"}, content.adminUpdateCategory)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeleteCategory", Method: http.MethodDelete, Path: "/api/admin/categories/{id}",
		Summary: "Kategoriyi sil (kitapları kategorisiz kalır)", DefaultStatus: http.StatusNoContent}, content.adminDeleteCategory)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListAuthors", Method: http.MethodGet, Path: "/api/admin/authors",
		Summary: "Tüm yazarlar: ada göre arama, sayfalı"}, au.adminList)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminAuthorOptions", Method: http.MethodGet, Path: "/api/admin/author-options",
		Summary: "Onaylı yazarlar (kitap ve etkinlik formları için, en fazla 50)"}, au.adminOptions)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminGetAuthor", Method: http.MethodGet, Path: "/api/admin/authors/{id}",
		Summary: "Yazar"}, au.adminGet)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCreateAuthor", Method: http.MethodPost, Path: "/api/admin/authors",
		Summary: "Yazar ekle", DefaultStatus: http.StatusCreated}, au.adminCreate)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminUpdateAuthor", Method: http.MethodPut, Path: "/api/admin/authors/{id}",
		Summary: "Yazarı güncelle"}, au.adminUpdate)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminAuthorApproval", Method: http.MethodPut, Path: "/api/admin/authors/{id}/approval",
		Summary: "Yazarı onayla veya onayını kaldır"}, au.adminApproval)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeleteAuthor", Method: http.MethodDelete, Path: "/api/admin/authors/{id}",
		Summary: "Yazarı sil (kitabı olan yazar silinmez)", DefaultStatus: http.StatusNoContent}, au.adminDelete)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListEvents", Method: http.MethodGet, Path: "/api/admin/events",
		Summary: "Tüm etkinlikler: başlık veya yazar adıyla arama, sayfalı"}, ev.list)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminGetEvent", Method: http.MethodGet, Path: "/api/admin/events/{id}",
		Summary: "Etkinlik"}, ev.get)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCreateEvent", Method: http.MethodPost, Path: "/api/admin/events",
		Summary: "Etkinlik ekle (yalnızca onaylı yazar)", DefaultStatus: http.StatusCreated}, ev.adminCreate)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminUpdateEvent", Method: http.MethodPut, Path: "/api/admin/events/{id}",
		Summary: "Etkinliği güncelle"}, ev.adminUpdate)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminEventStatus", Method: http.MethodPut, Path: "/api/admin/events/{id}/status",
		Summary: "Etkinlik durumunu değiştir (onayla, reddet)"}, ev.adminStatus)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeleteEvent", Method: http.MethodDelete, Path: "/api/admin/events/{id}",
		Summary: "Etkinliği sil", DefaultStatus: http.StatusNoContent}, ev.adminDelete)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListSales", Method: http.MethodGet, Path: "/api/admin/sales",
		Summary: "İndirimler (en son başlayan önce)"}, offers.adminListSales)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCreateSale", Method: http.MethodPost, Path: "/api/admin/sales",
		Summary: "İndirim ekle (kitap, liste, kategori veya yazar; yüzde veya sabit fiyat)", DefaultStatus: http.StatusCreated}, offers.adminCreateSale)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminUpdateSale", Method: http.MethodPut, Path: "/api/admin/sales/{id}",
		Summary: "İndirimi güncelle"}, offers.adminUpdateSale)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeleteSale", Method: http.MethodDelete, Path: "/api/admin/sales/{id}",
		Summary: "Başlamamış bir indirimi sil (başlamış olan yalnız bitirilir)", DefaultStatus: http.StatusNoContent}, offers.adminDeleteSale)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminEndSale", Method: http.MethodPost, Path: "/api/admin/sales/{id}/end",
		Summary:       "Süren indirimi şimdi bitir (fiyatlar hemen liste fiyatına döner; indirim kanıt olarak kalır)",
		DefaultStatus: http.StatusNoContent}, offers.adminEndSale)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminShipping", Method: http.MethodGet, Path: "/api/admin/settings/shipping",
		Summary: "Kargo ayarı (ücret ve ücretsiz kargo eşiği)"}, offers.adminShipping)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetShipping", Method: http.MethodPut, Path: "/api/admin/settings/shipping",
		Summary: "Kargo ayarını değiştir (yeni sepet ve siparişlere uygulanır; verilmiş siparişler kendi kuralını korur)"}, offers.adminSetShipping)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDeliverySettings", Method: http.MethodGet, Path: "/api/admin/settings/delivery",
		Summary: "Teslimat süresi ayarı (hazırlık günü, kargo kesim saati, kargoda geçen gün)"}, offers.adminDelivery)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetDeliverySettings", Method: http.MethodPut, Path: "/api/admin/settings/delivery",
		Summary: "Teslimat süresi ayarını değiştir (kitap sayfası ve sepetteki tahmini teslim günü)"}, offers.adminSetDelivery)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminPaymentSettings", Method: http.MethodGet, Path: "/api/admin/settings/payments",
		Summary: "Ödeme yöntemleri ayarı (havale/EFT, kapıda ödeme ve banka hesapları)"}, co.adminPaymentSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetPaymentSettings", Method: http.MethodPut, Path: "/api/admin/settings/payments",
		Summary: "Ödeme yöntemleri ayarını ve banka hesaplarını değiştir (tek form)"}, co.adminSetPaymentSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminTaxSettings", Method: http.MethodGet, Path: "/api/admin/settings/tax",
		Summary: "KDV ayarları (kitapların varsayılan sınıfı, kargo ve e-kitap KDV'si)"}, offers.adminTaxSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetTaxSettings", Method: http.MethodPut, Path: "/api/admin/settings/tax",
		Summary: "KDV ayarlarını değiştir (yeni siparişlere uygulanır; verilmiş siparişler kendi sınıflarını korur)"}, offers.adminSetTaxSettings)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminListCoupons", Method: http.MethodGet, Path: "/api/admin/coupons",
		Summary: "Kuponlar (en yeni önce; kullanım ve verilen indirimle)"}, offers.adminListCoupons)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCreateCoupon", Method: http.MethodPost, Path: "/api/admin/coupons",
		Summary: "Kupon ekle (yüzde, tutar veya ücretsiz kargo)", DefaultStatus: http.StatusCreated}, offers.adminCreateCoupon)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminUpdateCoupon", Method: http.MethodPut, Path: "/api/admin/coupons/{id}",
		Summary: "Kuponu güncelle (kullanım sayısı korunur)"}, offers.adminUpdateCoupon)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminCouponActive", Method: http.MethodPut, Path: "/api/admin/coupons/{id}/active",
		Summary: "Kuponu devre dışı bırak veya yeniden etkinleştir"}, offers.adminCouponActive)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminPriceHistory", Method: http.MethodGet, Path: "/api/admin/books/{id}/price-history",
		Summary: "Kitabın fiyat geçmişi (en yeni önce; kim, ne zaman)"}, offers.adminPriceHistory)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminFeatured", Method: http.MethodGet, Path: "/api/admin/featured",
		Summary: "Öne çıkan kitaplar (sıralı)"}, content.adminFeatured)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminMoveFeatured", Method: http.MethodPost, Path: "/api/admin/featured/{id}/move",
		Summary: "Öne çıkan kitabı bir yukarı veya aşağı taşı"}, content.adminMoveFeatured)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRemoveFeatured", Method: http.MethodDelete, Path: "/api/admin/featured/{id}",
		Summary: "Kitabı öne çıkanlardan kaldır"}, content.adminRemoveFeatured)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminPages", Method: http.MethodGet, Path: "/api/admin/pages",
		Summary: "İçerik sayfaları (hakkımızda, iletişim, gizlilik, kullanım koşulları, çerez politikası)"}, content.adminPages)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSavePage", Method: http.MethodPut, Path: "/api/admin/pages/{key}",
		Summary: "İçerik sayfasını kaydet"}, content.adminSavePage)

	// Images: upload (multipart, a plain handler with its own size limits;
	// any signed-in role, the server decides approval and ownership), and the
	// admin's storage status and approval queue.
	s.raw(api, SignedIn, uploadOperation(api), im.uploadImage)
	handle(s, api, Anyone, huma.Operation{OperationID: "imageRules", Method: http.MethodGet, Path: "/api/images/rules",
		Summary: "Resim türleri ve yükleme kuralları (boyut, biçim, çıktı ölçüleri)"}, im.getImageRules)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "storageStatus", Method: http.MethodGet, Path: "/api/admin/storage",
		Summary: "Depolama durumu ve bağlantı kontrolü"}, im.storageStatus)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "testStorage", Method: http.MethodGet, Path: "/api/admin/storage/test",
		Summary: "Depolama bağlantı testi (test-minio-connection)"}, im.testStorage)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "pendingImages", Method: http.MethodGet, Path: "/api/admin/images/pending",
		Summary: "Onay bekleyen resimler (en yeni önce)"}, im.pendingImages)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "approveImage", Method: http.MethodPost, Path: "/api/admin/images/{id}/approve",
		Summary: "Resmi onayla (referans kaydın resim alanı güncellenir)"}, im.approveImage)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "rejectImage", Method: http.MethodPost, Path: "/api/admin/images/{id}/reject",
		Summary: "Resmi reddet (kayıt ve dosya silinir)"}, im.rejectImage)

	// Password reset (the mail issue): anyone; limited per address and per
	// account; the request answers the same whether or not the e-mail exists.
	handle(s, api, Anyone, huma.Operation{OperationID: "requestPasswordReset", Method: http.MethodPost, Path: "/api/auth/password-reset",
		Summary: "Şifre sıfırlama bağlantısı iste", DefaultStatus: http.StatusAccepted}, ac.requestPasswordReset)
	handle(s, api, Anyone, huma.Operation{OperationID: "confirmPasswordReset", Method: http.MethodPost, Path: "/api/auth/password-reset/confirm",
		Summary: "Bağlantıdaki kodla yeni şifre belirle (tüm oturumlar kapanır)", DefaultStatus: http.StatusNoContent}, ac.confirmPasswordReset)
	handle(s, api, Anyone, huma.Operation{OperationID: "checkPasswordReset", Method: http.MethodPost, Path: "/api/auth/password-reset/check",
		Summary: "Bağlantının kodu hâlâ geçerli mi (kod kullanılmaz)", DefaultStatus: http.StatusNoContent}, ac.checkPasswordReset)
	// One-time sign-in link for an owner being slowed (signin_link.go)
	handle(s, api, Anyone, huma.Operation{OperationID: "requestSignInLink", Method: http.MethodPost, Path: "/api/auth/sign-in-link",
		Summary: "Tek kullanımlık giriş bağlantısı iste (15 dakika)", DefaultStatus: http.StatusAccepted}, ac.requestSignInLink)
	handle(s, api, Anyone, huma.Operation{OperationID: "confirmSignInLink", Method: http.MethodPost, Path: "/api/auth/sign-in-link/confirm",
		Summary: "Giriş bağlantısıyla giriş yap (iki adımlı doğrulama açıksa kod yine sorulur)"}, ac.confirmSignInLink)

	// Reviews and ratings: public lists; the member's own review,
	// votes and reports (role user, limited per member); the admin's
	// moderation queue; the author's read-only view.
	handle(s, api, Anyone, huma.Operation{OperationID: "listReviews", Method: http.MethodGet, Path: "/api/books/{id}/reviews",
		Summary: "Kitabın yayımlanmış değerlendirmeleri (en yeni veya en faydalı, sayfalı)"}, rv.listReviews)
	handle(s, api, SignedIn, huma.Operation{OperationID: "getMyReview", Method: http.MethodGet, Path: "/api/books/{id}/my-review",
		Summary: "Bu kitap için değerlendirmem ve yazıp yazamayacağım"}, rv.getMyReview)
	handle(s, api, Member, huma.Operation{OperationID: "saveMyReview", Method: http.MethodPut, Path: "/api/books/{id}/my-review",
		Summary: "Değerlendirme yaz veya düzenle (yalnızca kitabı teslim almış üye)"}, rv.saveMyReview)
	handle(s, api, Member, huma.Operation{OperationID: "deleteMyReview", Method: http.MethodDelete, Path: "/api/books/{id}/my-review",
		Summary: "Değerlendirmemi sil", DefaultStatus: http.StatusNoContent}, rv.deleteMyReview)
	handle(s, api, Member, huma.Operation{OperationID: "voteReview", Method: http.MethodPost, Path: "/api/reviews/{id}/helpful",
		Summary: "Değerlendirmeyi faydalı bul (üye başına bir kez, kendi yorumuna değil)"}, rv.voteReview)
	handle(s, api, Member, huma.Operation{OperationID: "reportReview", Method: http.MethodPost, Path: "/api/reviews/{id}/report",
		Summary: "Değerlendirmeyi nedeniyle bildir", DefaultStatus: http.StatusNoContent}, rv.reportReview)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminReviews", Method: http.MethodGet, Path: "/api/admin/reviews",
		Summary: "Değerlendirmeler: bildirilenler ve bekleyenler önce; kitap, üye veya metinle arama"}, rv.adminReviews)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminApproveReview", Method: http.MethodPost, Path: "/api/admin/reviews/{id}/approve",
		Summary: "Değerlendirmeyi yayımla (bildirimleri kapatır)"}, rv.adminApproveReview)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminRejectReview", Method: http.MethodPost, Path: "/api/admin/reviews/{id}/reject",
		Summary: "Bekleyen değerlendirmeyi nedeniyle reddet (üyeye e-posta gider)"}, rv.adminRejectReview)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminHideReview", Method: http.MethodPost, Path: "/api/admin/reviews/{id}/hide",
		Summary: "Yayımlanmış değerlendirmeyi gizle"}, rv.adminHideReview)
	handle(s, api, AuthorOnly, huma.Operation{OperationID: "authorReviews", Method: http.MethodGet, Path: "/api/author/reviews",
		Summary: "Kitaplarımın puanları ve yayımlanmış değerlendirmeleri"}, rv.authorReviews)
	// Two-factor sign-in: the second step and an admin's enrolment at
	// sign-in use the half-signed-in cookie only; the profile uses the session.
	handle(s, api, Anyone, huma.Operation{OperationID: "verifyMFA", Method: http.MethodPost, Path: "/api/auth/mfa/verify",
		Summary: "Girişin ikinci adımı: doğrulama kodu veya kurtarma kodu"}, ac.verifyMFA)
	handle(s, api, Anyone, huma.Operation{OperationID: "setupMFA", Method: http.MethodPost, Path: "/api/auth/mfa/setup",
		Summary: "İki adımlı doğrulama kurulumu: yeni anahtar ve QR kodu"}, ac.setupMFA)
	handle(s, api, Anyone, huma.Operation{OperationID: "enableMFA", Method: http.MethodPost, Path: "/api/auth/mfa/enable",
		Summary: "Kodla doğrulayıp iki adımlı doğrulamayı aç (kurtarma kodları bir kez gösterilir)"}, ac.enableMFA)
	handle(s, api, SignedIn, huma.Operation{OperationID: "getMFA", Method: http.MethodGet, Path: "/api/auth/mfa",
		Summary: "İki adımlı doğrulama durumu"}, ac.getMFA)
	handle(s, api, SignedIn, huma.Operation{OperationID: "disableMFA", Method: http.MethodPost, Path: "/api/auth/mfa/disable",
		Summary: "Şifre ve kodla iki adımlı doğrulamayı kapat", DefaultStatus: http.StatusNoContent}, ac.disableMFA)
	// Personal data and consent (KVKK, İYS): the member's own records only
	handle(s, api, Anyone, huma.Operation{OperationID: "listCookies", Method: http.MethodGet, Path: "/api/cookies",
		Summary: "Sitenin kullandığı çerezler (çerez politikası)"}, pv.listCookies)
	handle(s, api, Member, huma.Operation{OperationID: "getConsent", Method: http.MethodGet, Path: "/api/account/consent",
		Summary: "Kampanya e-postası izni"}, pv.getConsent)
	handle(s, api, Member, huma.Operation{OperationID: "setConsent", Method: http.MethodPut, Path: "/api/account/consent",
		Summary: "Kampanya e-postası iznini ver veya geri al (izin kaydına yazılır)"}, pv.setConsent)
	handle(s, api, Member, huma.Operation{OperationID: "listStockAlerts", Method: http.MethodGet, Path: "/api/stock-alerts",
		Summary: "Bekleyen stok bildirimlerim"}, pv.listStockAlerts)
	handle(s, api, Member, huma.Operation{OperationID: "removeStockAlert", Method: http.MethodDelete, Path: "/api/stock-alerts/{bookId}",
		Summary: "Stok bildirimini kaldır", DefaultStatus: http.StatusNoContent}, pv.removeStockAlert)
	handle(s, api, Member, huma.Operation{OperationID: "exportMyData", Method: http.MethodGet, Path: "/api/account/export",
		Summary: "Verilerimi indir (JSON dosyası veya okunabilir sayfa)"}, pv.exportData)
	handle(s, api, Member, huma.Operation{OperationID: "deleteMyAccount", Method: http.MethodPost, Path: "/api/account/delete",
		Summary: "Hesabımı sil (şifreyle; kişisel veriler anonimleştirilir)", DefaultStatus: http.StatusNoContent}, pv.deleteAccount)
	s.raw(api, Anyone, unsubscribeOperation(api), pv.unsubscribe)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminDataRequests", Method: http.MethodGet, Path: "/api/admin/data-requests",
		Summary: "KVKK başvuruları (veri indirme, hesap silme) ve tarihleri"}, pv.adminDataRequests)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminConsentsCSV", Method: http.MethodGet, Path: "/api/admin/consents.csv",
		Summary: "İzin kayıtları (İYS için CSV: UTF-8 BOM, noktalı virgül)"}, pv.adminConsentsCSV)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminAnnounce", Method: http.MethodPost, Path: "/api/admin/announcements",
		Summary: "İzin veren üyelere duyuru e-postası (gönderim anında izin yeniden denetlenir)", DefaultStatus: http.StatusCreated}, pv.adminAnnounce)

	// E-mail outbox (admin panel)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminMails", Method: http.MethodGet, Path: "/api/admin/mails",
		Summary: "Giden e-postalar (en yeni önce)"}, ml.adminMails)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminMail", Method: http.MethodGet, Path: "/api/admin/mails/{id}",
		Summary: "Giden e-posta ve düz metin içeriği"}, ml.adminMail)

	// Sales reports: the figures of a range and every table as CSV
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSalesReport", Method: http.MethodGet, Path: "/api/admin/reports",
		Summary: "Satış raporu: dönem cirosu, ortalama sepet, çok satanlar, düşük stok, sepet dönüşümü"}, rp.adminSalesReport)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminReportCSV", Method: http.MethodGet, Path: "/api/admin/reports/{table}/csv",
		Summary: "Rapor tablosu CSV olarak (UTF-8 BOM, noktalı virgül, ondalık virgül)"}, rp.adminReportCSV)
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminSetLowStockThreshold", Method: http.MethodPut, Path: "/api/admin/books/{id}/low-stock-threshold",
		Summary: "Kitabın düşük stok eşiği (boş: varsayılan 5)", DefaultStatus: http.StatusNoContent}, rp.adminSetLowStockThreshold)
	documentRoutes(s, api, iv, ry)
	fulfilmentRoutes(s, api, sh)
	staffRoutes(s, api, staffHandlers{s.staff})
	transferRoutes(s, api, tr, co, member)
}
