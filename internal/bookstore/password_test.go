package bookstore_test

import (
	"errors"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

func TestCheckPassword(t *testing.T) {
	for name, tc := range map[string]struct{ pw, want string }{
		"too short":                 {"Ab1!", bookstore.MsgPasswordTooShort},
		"seven characters":          {"Abcde1!", bookstore.MsgPasswordTooShort},
		"no upper case":             {"abcdefg1!", bookstore.MsgPasswordUpper},
		"no lower case":             {"ABCDEFG1!", bookstore.MsgPasswordLower},
		"no digit":                  {"Abcdefgh!", bookstore.MsgPasswordDigit},
		"no special":                {"Abcdefgh1", bookstore.MsgPasswordSpecial},
		"common":                    {"Password1!", bookstore.MsgPasswordCommon},
		"common with Turkish case":  {"Galatasaray1905!", bookstore.MsgPasswordCommon},
		"common typed in Turkish":   {"Şifre123!", bookstore.MsgPasswordCommon},
		"too long":                  {"Aa1!" + strings.Repeat("x", 125), bookstore.MsgPasswordTooLong},
		"strong":                    {"Zx9!kqLm#2", ""},
		"Turkish letters count":     {"çğış1234!", bookstore.MsgPasswordUpper},
		"Turkish upper is upper":    {"İstanbulda9?", ""},
		"space is not special":      {"Kedi ve 9 Kitap", bookstore.MsgPasswordSpecial},
		"spaces allowed":            {"Kedi ve 9 Kitap!", ""},
		"exactly eight, all rules":  {"Qw7!rtyZ", ""},
		"128 characters is allowed": {"Aa1!" + strings.Repeat("q", 124), ""},
	} {
		t.Run(name, func(t *testing.T) {
			if got := bookstore.CheckPassword(tc.pw); got != tc.want {
				t.Fatalf("CheckPassword(%q) = %q, want %q", tc.pw, got, tc.want)
			}
		})
	}
}

func TestCommonPasswordList(t *testing.T) {
	if n := bookstore.CommonPasswordCount(); n < 1000 {
		t.Fatalf("common password list has %d entries, want at least 1000", n)
	}
	for _, pw := range []string{"password1!", "qwerty123!", "fenerbahce1907!", "istanbul34!", "parola123!", "kitap123!", "admin123!", "p@ssw0rd1", "welcome1!", "aa123456.", "12345678"} {
		if !bookstore.IsCommonPassword(pw) {
			t.Errorf("%q should be common", pw)
		}
	}
}

func TestPasswordEqualToPersonalWordIsCommon(t *testing.T) {
	if !bookstore.IsCommonPassword("Mehmetozturk", "mehmetozturk@example.com") {
		t.Fatal("the e-mail's local part should count as common")
	}
	if got := bookstore.CheckPassword("Ali Veli 1!", "x@y.co", "Ali Veli 1!"); got != bookstore.MsgPasswordCommon {
		t.Fatalf("name as password: %q", got)
	}
}

func TestRegistrationValidate(t *testing.T) {
	ok := bookstore.Registration{FullName: "Ayşe Yılmaz", Email: "ayse@example.com", Password: "Zx9!kqLm#2", ConfirmPassword: "Zx9!kqLm#2", AcceptTerms: true}
	if err := ok.Validate(); err != nil {
		t.Fatalf("valid registration: %v", err)
	}
	for name, tc := range map[string]struct {
		mutate func(*bookstore.Registration)
		field  string
		msg    string
	}{
		"missing name":   {func(r *bookstore.Registration) { r.FullName = " " }, "fullName", bookstore.MsgRequired},
		"bad email":      {func(r *bookstore.Registration) { r.Email = "ayse@" }, "email", bookstore.MsgInvalidEmail},
		"email no dot":   {func(r *bookstore.Registration) { r.Email = "ayse@localhost" }, "email", bookstore.MsgInvalidEmail},
		"email display":  {func(r *bookstore.Registration) { r.Email = "Ayşe <a@b.co>" }, "email", bookstore.MsgInvalidEmail},
		"mismatch":       {func(r *bookstore.Registration) { r.ConfirmPassword = "Zx9!kqLm#3" }, "confirmPassword", bookstore.MsgPasswordsMismatch},
		"terms":          {func(r *bookstore.Registration) { r.AcceptTerms = false }, "acceptTerms", bookstore.MsgTermsRequired},
		"weak password":  {func(r *bookstore.Registration) { r.Password, r.ConfirmPassword = "abc", "abc" }, "password", bookstore.MsgPasswordTooShort},
		"markup in name": {func(r *bookstore.Registration) { r.FullName = "<script>" }, "fullName", "Ad soyad geçersiz karakter içeriyor"},
	} {
		t.Run(name, func(t *testing.T) {
			r := ok
			tc.mutate(&r)
			r.Normalize()
			err := r.Validate()
			var de *bookstore.Error
			if !asError(err, &de) || de.Code != bookstore.CodeInvalid {
				t.Fatalf("got %v, want invalid", err)
			}
			for _, f := range de.Fields {
				if f.Field == tc.field && f.Message == tc.msg {
					return
				}
			}
			t.Fatalf("fields %+v lack %s=%q", de.Fields, tc.field, tc.msg)
		})
	}
}

func asError(err error, target **bookstore.Error) bool {
	return errors.As(err, target)
}

func TestDisplayNameFallback(t *testing.T) {
	for _, tc := range []struct{ name, email, want string }{
		{"Ayşe Yılmaz", "a@b.co", "Ayşe Yılmaz"},
		{"  ", "mehmet@example.com", "mehmet"},
		{"", "", "Kullanıcı"},
		{"", "@example.com", "Kullanıcı"},
	} {
		u := bookstore.User{FullName: tc.name, Email: tc.email}
		if got := u.DisplayName(); got != tc.want {
			t.Errorf("DisplayName(%q, %q) = %q, want %q", tc.name, tc.email, got, tc.want)
		}
	}
}
