package bookstore

import "strings"

// Registration is the sign-up form of /kayit.
type Registration struct {
	FullName        string
	Email           string
	Password        string
	ConfirmPassword string
	AcceptTerms     bool
}

// Normalize trims the name and normalises the e-mail; passwords are kept as typed.
func (r *Registration) Normalize() {
	r.FullName = strings.TrimSpace(r.FullName)
	r.Email = NormalizeEmail(r.Email)
}

// Validate applies the registration rules (every field required, a strong
// password typed twice, the terms accepted) and returns every failing field.
func (r *Registration) Validate() error {
	var fields []FieldError
	if fe := ValidateFullName("fullName", r.FullName); fe != nil {
		fields = append(fields, *fe)
	}
	if fe := ValidateEmail(r.Email); fe != nil {
		fields = append(fields, *fe)
	}
	if r.Password == "" {
		fields = append(fields, FieldError{"password", MsgRequired})
	} else if msg := CheckPassword(r.Password, r.Email, r.FullName); msg != "" {
		fields = append(fields, FieldError{"password", msg})
	}
	switch {
	case r.ConfirmPassword == "":
		fields = append(fields, FieldError{"confirmPassword", MsgRequired})
	case r.ConfirmPassword != r.Password:
		fields = append(fields, FieldError{"confirmPassword", MsgPasswordsMismatch})
	}
	if !r.AcceptTerms {
		fields = append(fields, FieldError{"acceptTerms", MsgTermsRequired})
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}

// Credentials is a sign-in attempt.
type Credentials struct {
	Email    string
	Password string
	Remember bool
}

// Validate requires both fields.
func (c *Credentials) Validate() error {
	var fields []FieldError
	if strings.TrimSpace(c.Email) == "" {
		fields = append(fields, FieldError{"email", MsgRequired})
	}
	if c.Password == "" {
		fields = append(fields, FieldError{"password", MsgRequired})
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}

// Messages of sign-in and registration outcomes.
const (
	MsgBadCredentials  = "E-posta veya şifre hatalı."
	MsgEmailTaken      = "Bu e-posta adresi ile kayıtlı bir hesap zaten var."
	MsgTooManyAttempts = "Çok fazla başarısız giriş denemesi. Lütfen %d dakika sonra tekrar deneyin."
	MsgTooManyRequests = "Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin."
)
