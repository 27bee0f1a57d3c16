package httpapi_test

import (
	"context"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// guardedOps lists every operation of the API document that needs a
// session, with a concrete path.
func guardedOps(t *testing.T, c *client) map[string][2]string {
	t.Helper()
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string                `json:"operationId"`
			Security    []map[string][]string `json:"security"`
		} `json:"paths"`
	}
	c.get("/api/openapi.json").json(t, &doc)
	param := regexp.MustCompile(`\{[^}]+\}`)
	out := map[string][2]string{}
	for path, ops := range doc.Paths {
		for method, op := range ops {
			if len(op.Security) > 0 {
				out[op.OperationID] = [2]string{strings.ToUpper(method), param.ReplaceAllString(path, "0193a0c0-0000-7000-8000-000000000001")}
			}
		}
	}
	return out
}

// signedInOps are the operations open to every role (routes.go: SignedIn).
var signedInOps = []string{"uploadImage", "getProfile", "updateProfile", "getMyReview", "disableMFA"}

// promotedWithoutFactor makes a member and turns them into an admin behind
// the server's back, keeping the session they had (as a session from
// before BOOKSTORE_ADMIN_MFA=required would be).
func promotedWithoutFactor(t *testing.T, e *env, db *sqldb.DB, email string) *client {
	t.Helper()
	c := e.client().signedIn(email, bookstore.RoleUser)
	u, _, err := sqldb.NewUserStore(db).Credentials(context.Background(), email)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Bun().ExecContext(context.Background(), "UPDATE profiles SET role = 'admin' WHERE id = ?", u.ID); err != nil {
		t.Fatal(err)
	}
	return c
}

// Under the required policy an admin session without the second factor
// reaches no guarded operation, whatever roles the operation allows (the
// upload, open to every signed-in account, approves an admin's cover at
// once), except reading its own two-factor state; the refusal comes before
// the body is read, so empty bodies are enough.
func TestEveryGuardedRouteNeedsTheSecondFactorOfAnAdmin(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, mfaRequired)
		c := promotedWithoutFactor(t, e, db, "terfi@example.com")
		ops := guardedOps(t, c)
		if len(ops) < 100 {
			t.Fatalf("only %d guarded operations", len(ops))
		}
		for _, must := range []string{"uploadImage", "adminDashboard", "updateProfile", "getProfile", "adminSetRole"} {
			if _, ok := ops[must]; !ok {
				t.Fatalf("%s is not a guarded operation", must)
			}
		}
		for id, mp := range ops {
			t.Run(id, func(t *testing.T) {
				var r *response
				switch {
				case id == "uploadImage":
					r = c.upload([]field{{"imageType", "book-cover"}, {"referenceTable", "books"},
						{"referenceId", "0193a0c0-0000-7000-8000-000000000001"}}, "kapak.png", "image/png", pngBytes(t, 400, 600))
				case mp[0] == http.MethodGet || mp[0] == http.MethodDelete:
					r = c.doJSON(mp[0], mp[1], nil)
				default:
					r = c.doJSON(mp[0], mp[1], map[string]any{})
				}
				if id == "getMFA" {
					if r.StatusCode != http.StatusOK {
						t.Fatalf("own two-factor state: %d %s", r.StatusCode, r.body)
					}
					return
				}
				if r.StatusCode != http.StatusForbidden {
					t.Fatalf("%s %s: %d %s", mp[0], mp[1], r.StatusCode, r.body)
				}
				// The operations of other roles refuse the role itself; every
				// one an admin may call refuses the missing factor.
				msg := r.problem(t).Message
				adminMay := strings.HasPrefix(mp[1], "/api/admin/") || slices.Contains(signedInOps, id)
				if (adminMay && msg != bookstore.MsgMFASessionRequired) ||
					(msg != bookstore.MsgMFASessionRequired && msg != bookstore.MsgAuthorization) {
					t.Fatalf("%s %s: %s", mp[0], mp[1], r.body)
				}
			})
		}
	})
}

// A change of role ends every session of the member: a promoted member
// signs in again, and under the required policy that sign-in asks for the
// second factor's enrolment before anything else.
func TestRoleChangeEndsTheMembersSessions(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, mfaRequired)
		admin := enrolledAdmin(t, e, "yonetici@example.com")
		const email = "terfi@example.com"
		member := e.client().signedIn(email, bookstore.RoleUser)
		phone := e.client()
		if r := phone.post("/api/auth/login", map[string]any{"email": email, "password": strongPassword, "rememberMe": true}); r.StatusCode != http.StatusOK {
			t.Fatalf("second sign-in: %d %s", r.StatusCode, r.body)
		}
		id := userIDOf(t, member)
		if r := admin.put("/api/admin/members/"+id+"/role", map[string]any{"role": "admin"}); r.StatusCode != http.StatusOK {
			t.Fatalf("promote: %d %s", r.StatusCode, r.body)
		}
		for name, c := range map[string]*client{"browser": member, "phone": phone} {
			var me httpapi.MeResponse
			c.get("/api/auth/me").json(t, &me)
			if me.User != nil {
				t.Errorf("%s still signed in as %s", name, me.User.Role)
			}
			r := c.upload([]field{{"imageType", "book-cover"}, {"referenceTable", "books"},
				{"referenceId", "0193a0c0-0000-7000-8000-000000000001"}}, "kapak.png", "image/png", pngBytes(t, 400, 600))
			if r.StatusCode != http.StatusUnauthorized {
				t.Errorf("%s uploads: %d %s", name, r.StatusCode, r.body)
			}
		}
		var lr httpapi.LoginResponse
		member.post("/api/auth/login", map[string]any{"email": email, "password": strongPassword}).json(t, &lr)
		if lr.User != nil || lr.Step != "enrol" {
			t.Fatalf("sign-in after the promotion: %+v", lr)
		}
		// Setting the same role again changes nothing and ends nothing.
		if r := admin.put("/api/admin/members/"+userIDOf(t, admin)+"/role", map[string]any{"role": "admin"}); r.StatusCode != http.StatusOK {
			t.Fatalf("same role: %d %s", r.StatusCode, r.body)
		}
		if r := admin.get("/api/admin/dashboard"); r.StatusCode != http.StatusOK {
			t.Fatalf("admin after setting their own role again: %d", r.StatusCode)
		}
	})
}

// enrolledAdmin is an admin signed in with the second factor, enrolled at
// sign-in under the required policy.
func enrolledAdmin(t *testing.T, e *env, email string) *client {
	t.Helper()
	c := halfSignedIn(t, e, email)
	var setup httpapi.MFASetupResponse
	c.post("/api/auth/mfa/setup", nil).json(t, &setup)
	if r := c.post("/api/auth/mfa/enable", map[string]any{"code": totpNow(t, setup.Secret, time.Now())}); r.StatusCode != http.StatusOK {
		t.Fatalf("enrol: %d %s", r.StatusCode, r.body)
	}
	return c
}
