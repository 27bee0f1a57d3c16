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

	// Admin panel
	handle(s, api, AdminOnly, huma.Operation{OperationID: "adminActivity", Method: http.MethodGet, Path: "/api/admin/activity",
		Summary: "Son etkinlikler (denetim kaydından)"}, s.adminActivity)
}
