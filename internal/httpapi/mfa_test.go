package httpapi_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

var mfaRequired = map[string]string{"BOOKSTORE_ADMIN_MFA": "required"}

func totpNow(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// halfSignedIn creates an admin and signs in with the password only: under
// the required policy the answer is the enrolment step.
func halfSignedIn(t *testing.T, e *env, email string) *client {
	t.Helper()
	if _, err := e.auth.CreateUser(context.Background(), email, "Yönetici", bookstore.RoleAdmin, strongPassword); err != nil {
		t.Fatal(err)
	}
	c := e.client()
	r := c.post("/api/auth/login", map[string]any{"email": email, "password": strongPassword})
	var body httpapi.LoginResponse
	r.json(t, &body)
	if r.StatusCode != http.StatusOK || body.User != nil || body.Step != "enrol" {
		t.Fatalf("password step: %d %s", r.StatusCode, r.body)
	}
	if sc := r.Header.Values("Set-Cookie"); len(sc) != 1 || !strings.HasPrefix(sc[0], "bookstore_mfa=") ||
		!strings.Contains(sc[0], "HttpOnly") || !strings.Contains(sc[0], "SameSite=Lax") {
		t.Fatalf("cookies after the password: %v", sc)
	}
	return c
}

// The half-signed-in cookie grants nothing a guest does not have on any
// /api route but the enrolment's own.
func TestHalfSignedInStateHasNoAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, mfaRequired)
		half := halfSignedIn(t, e, "admin@example.com")
		guest := e.client()
		doc := fetchOpenAPI(t, guest)
		own := []string{"/api/auth/mfa/setup", "/api/auth/mfa/enable"}
		checked := 0
		for path, ops := range doc.Paths {
			// The sign-in and reset endpoints are limited per address; the
			// second step is tested on its own below.
			if slices.Contains(own, path) || (strings.HasPrefix(path, "/api/auth/") && path != "/api/auth/me" && path != "/api/auth/mfa" &&
				path != "/api/auth/mfa/disable") {
				continue
			}
			p := strings.NewReplacer("{id}", "0193a0c0-0000-7000-8000-000000000001", "{bookId}", "0193a0c0-0000-7000-8000-000000000001",
				"{orderId}", "0193a0c0-0000-7000-8000-000000000001", "{key}", "hakkimizda").Replace(path)
			for method := range ops {
				m := strings.ToUpper(method)
				var body any
				if m != http.MethodGet && m != http.MethodDelete {
					body = map[string]any{}
				}
				want := guest.doJSON(m, p, body).StatusCode
				got := half.doJSON(m, p, body)
				if got.StatusCode != want || (got.StatusCode < 300 && m != http.MethodGet) {
					t.Errorf("%s %s: half-signed-in %d, guest %d", m, p, got.StatusCode, want)
				}
				checked++
			}
		}
		if checked < 60 {
			t.Fatalf("only %d operations checked", checked)
		}
		var me httpapi.MeResponse
		half.get("/api/auth/me").json(t, &me)
		if me.User != nil {
			t.Fatalf("me: %+v", me.User)
		}
		// An enrolment challenge does not pass the second step.
		if r := half.post("/api/auth/mfa/verify", map[string]any{"code": "123456"}); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("verify with an enrolment challenge: %d %s", r.StatusCode, r.body)
		}
	})
}

func TestAdminEnrolsAtSignInAndThenNeedsTheCode(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, mfaRequired)
		c := halfSignedIn(t, e, "admin@example.com")
		var setup httpapi.MFASetupResponse
		r := c.post("/api/auth/mfa/setup", nil)
		r.json(t, &setup)
		if r.StatusCode != http.StatusOK || setup.Secret == "" || !strings.HasPrefix(setup.QRCode, "data:image/png;base64,") {
			t.Fatalf("setup: %d %s", r.StatusCode, r.body)
		}
		if r := c.post("/api/auth/mfa/enable", map[string]any{"code": "12"}); r.StatusCode != http.StatusUnprocessableEntity ||
			r.problem(t).Errors[0].Field != "code" {
			t.Fatalf("bad code: %d %s", r.StatusCode, r.body)
		}
		var en httpapi.MFAEnableResponse
		r = c.post("/api/auth/mfa/enable", map[string]any{"code": totpNow(t, setup.Secret, time.Now())})
		r.json(t, &en)
		if r.StatusCode != http.StatusOK || len(en.RecoveryCodes) != 10 || en.User == nil || en.User.Role != "admin" {
			t.Fatalf("enable: %d %s", r.StatusCode, r.body)
		}
		if r := c.get("/api/admin/dashboard"); r.StatusCode != http.StatusOK {
			t.Fatalf("dashboard after enrolment: %d %s", r.StatusCode, r.body)
		}
		var st httpapi.MFAStatusResponse
		c.get("/api/auth/mfa").json(t, &st)
		if !st.Enabled || !st.Required || st.RecoveryCodesLeft != 10 {
			t.Fatalf("status: %+v", st)
		}
		// A new browser: password, then a recovery code.
		c2 := e.client()
		var lr httpapi.LoginResponse
		c2.post("/api/auth/login", map[string]any{"email": "admin@example.com", "password": strongPassword}).json(t, &lr)
		if lr.Step != "verify" {
			t.Fatalf("second sign-in: %+v", lr)
		}
		if r := c2.get("/api/admin/dashboard"); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("dashboard before the code: %d", r.StatusCode)
		}
		if r := c2.post("/api/auth/mfa/verify", map[string]any{"code": en.RecoveryCodes[0]}); r.StatusCode != http.StatusOK {
			t.Fatalf("verify: %d %s", r.StatusCode, r.body)
		}
		if r := c2.get("/api/admin/dashboard"); r.StatusCode != http.StatusOK {
			t.Fatalf("dashboard after the code: %d", r.StatusCode)
		}
		if r := c2.post("/api/auth/mfa/disable", map[string]any{"password": strongPassword, "code": en.RecoveryCodes[1]}); r.StatusCode != http.StatusForbidden {
			t.Fatalf("admin disables under required: %d %s", r.StatusCode, r.body)
		}
	})
}

// An admin session without a second factor (from a promotion) reaches no
// admin operation under the required policy.
func TestAdminSessionWithoutSecondFactorIsRefused(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, mfaRequired)
		c := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		u, _, err := sqldb.NewUserStore(db).Credentials(context.Background(), "uye@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE profiles SET role = 'admin' WHERE id = ?", u.ID); err != nil {
			t.Fatal(err)
		}
		r := c.get("/api/admin/dashboard")
		if r.StatusCode != http.StatusForbidden || r.problem(t).Message != bookstore.MsgMFASessionRequired {
			t.Fatalf("promoted admin without a factor: %d %s", r.StatusCode, r.body)
		}
		// The profile's enrolment gives a session that passed the second step.
		var setup httpapi.MFASetupResponse
		c.post("/api/auth/mfa/setup", nil).json(t, &setup)
		if r := c.post("/api/auth/mfa/enable", map[string]any{"code": totpNow(t, setup.Secret, time.Now())}); r.StatusCode != http.StatusOK {
			t.Fatalf("enable: %d %s", r.StatusCode, r.body)
		}
		if r := c.get("/api/admin/dashboard"); r.StatusCode != http.StatusOK {
			t.Fatalf("after enrolling: %d %s", r.StatusCode, r.body)
		}
	})
}

// Every role manages its own factor from the profile; a guest cannot.
func TestProfileTwoFactorForEveryRole(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		if r := e.client().get("/api/auth/mfa"); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("guest status: %d", r.StatusCode)
		}
		if r := e.client().post("/api/auth/mfa/setup", nil); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("guest setup: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().post("/api/auth/mfa/disable", map[string]any{"password": "x", "code": "123456"}); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("guest disable: %d", r.StatusCode)
		}
		for _, role := range []bookstore.Role{bookstore.RoleUser, bookstore.RoleAuthor, bookstore.RoleAdmin} {
			t.Run(string(role), func(t *testing.T) {
				// A server of its own per role: all clients come from one
				// address, and three roles' sign-ins and tries would meet
				// the per-address limit of the auth operations.
				e := newEnv(t, db, nil)
				email := string(role) + "@example.com"
				c := e.client().signedIn(email, role)
				other := e.client().signedIn("diger-"+email, role)
				var setup httpapi.MFASetupResponse
				c.post("/api/auth/mfa/setup", nil).json(t, &setup)
				var en httpapi.MFAEnableResponse
				if r := c.post("/api/auth/mfa/enable", map[string]any{"code": totpNow(t, setup.Secret, time.Now())}); r.StatusCode != http.StatusOK {
					t.Fatalf("enable: %d %s", r.StatusCode, r.body)
				} else {
					r.json(t, &en)
				}
				// The other account of the role is untouched and cannot
				// turn this one off (it has no factor to turn off).
				var st httpapi.MFAStatusResponse
				other.get("/api/auth/mfa").json(t, &st)
				if st.Enabled {
					t.Fatalf("other account enabled: %+v", st)
				}
				if r := other.post("/api/auth/mfa/disable", map[string]any{"password": strongPassword, "code": en.RecoveryCodes[0]}); r.StatusCode != http.StatusConflict {
					t.Fatalf("other disables: %d %s", r.StatusCode, r.body)
				}
				if r := c.post("/api/auth/mfa/disable", map[string]any{"password": "Yanlis-Sifre-1", "code": en.RecoveryCodes[0]}); r.StatusCode != http.StatusUnprocessableEntity {
					t.Fatalf("wrong password: %d %s", r.StatusCode, r.body)
				}
				if r := c.post("/api/auth/mfa/disable", map[string]any{"password": strongPassword, "code": en.RecoveryCodes[0]}); r.StatusCode != http.StatusNoContent {
					t.Fatalf("disable: %d %s", r.StatusCode, r.body)
				}
				c.get("/api/auth/mfa").json(t, &st)
				if st.Enabled {
					t.Fatalf("still enabled: %+v", st)
				}
			})
		}
	})
}

// A throttled address gets 429 with Retry-After and the Turkish text; the
// owner's remembered device (set at sign-in, with the cookie rules of the
// session) still gets in.
func TestThrottledSignInAnswers429WithRetryAfter(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		owner := e.client().signedIn("sahip@example.com", bookstore.RoleAuthor)
		attacker := e.client()
		for i := 0; i < 5; i++ {
			if r := attacker.post("/api/auth/login", map[string]any{"email": "sahip@example.com", "password": "Yanlis-123"}); r.StatusCode != http.StatusUnauthorized {
				t.Fatalf("guess %d: %d", i, r.StatusCode)
			}
		}
		r := attacker.post("/api/auth/login", map[string]any{"email": "sahip@example.com", "password": strongPassword})
		if r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" ||
			!strings.HasPrefix(r.problem(t).Message, "Çok fazla başarısız giriş denemesi. Lütfen ") {
			t.Fatalf("throttled: %d %v %s", r.StatusCode, r.Header, r.body)
		}
		// Same address, but the owner's browser has its device cookie.
		if r := owner.post("/api/auth/login", map[string]any{"email": "sahip@example.com", "password": strongPassword}); r.StatusCode != http.StatusOK {
			t.Fatalf("owner with a remembered device: %d %s", r.StatusCode, r.body)
		}
	})
}

// Every cookie the shop sets is in the registry.
func TestCookiesAreRegistered(t *testing.T) {
	names := map[string]bool{}
	for _, c := range httpapi.Cookies {
		names[c.Name] = true
		if c.Purpose == "" || c.Lifetime == "" || c.Kind != "Zorunlu" {
			t.Errorf("cookie %s: %+v", c.Name, c)
		}
	}
	for _, n := range []string{"bookstore_session", "bookstore_device", "bookstore_mfa"} {
		if !names[n] {
			t.Errorf("%s is not registered", n)
		}
	}
}
