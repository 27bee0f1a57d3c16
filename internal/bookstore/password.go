package bookstore

import (
	"bufio"
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Password rules, enforced by the server at registration
// and account creation; the web form repeats them for quick feedback.
const (
	MinPasswordLen = 8
	// MaxPasswordLen bounds the work of hashing; ASVS 2.1.2 allows denying
	// passwords over 128 characters.
	MaxPasswordLen = 128

	MsgPasswordTooShort  = "Şifre en az 8 karakter olmalıdır"
	MsgPasswordTooLong   = "Şifre en fazla 128 karakter olabilir"
	MsgPasswordUpper     = "Şifre en az bir büyük harf içermelidir"
	MsgPasswordLower     = "Şifre en az bir küçük harf içermelidir"
	MsgPasswordDigit     = "Şifre en az bir rakam içermelidir"
	MsgPasswordSpecial   = "Şifre en az bir özel karakter içermelidir"
	MsgPasswordCommon    = "Bu şifre çok yaygın, lütfen daha güvenli bir şifre seçin"
	MsgPasswordsMismatch = "Şifreler eşleşmiyor"
	MsgTermsRequired     = "Kullanım koşullarını ve gizlilik politikasını kabul etmelisiniz."
)

// CheckPassword returns the first rule the password breaks, or "" when it is
// acceptable. personal holds words of the account (e-mail, name): a password
// that is just one of them counts as common.
func CheckPassword(pw string, personal ...string) string {
	n := utf8.RuneCountInString(pw)
	switch {
	case n < MinPasswordLen:
		return MsgPasswordTooShort
	case n > MaxPasswordLen:
		return MsgPasswordTooLong
	}
	var upper, lower, digit, special bool
	for _, r := range pw {
		switch {
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsLower(r):
			lower = true
		case unicode.IsDigit(r):
			digit = true
		case unicode.IsLetter(r), unicode.IsSpace(r):
			// Letters without case (e.g. CJK) count as neither; a space is
			// allowed but is not a special character.
		default:
			special = true
		}
	}
	switch {
	case !upper:
		return MsgPasswordUpper
	case !lower:
		return MsgPasswordLower
	case !digit:
		return MsgPasswordDigit
	case !special:
		return MsgPasswordSpecial
	}
	if IsCommonPassword(pw, personal...) {
		return MsgPasswordCommon
	}
	return ""
}

//go:embed commonpasswords.txt
var commonPasswordsFile string

var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	set := make(map[string]struct{}, 2048)
	sc := bufio.NewScanner(strings.NewReader(commonPasswordsFile))
	for sc.Scan() {
		if w := strings.TrimSpace(sc.Text()); w != "" {
			set[foldPassword(w)] = struct{}{}
		}
	}
	return set
})

// CommonPasswordCount is the size of the embedded list.
func CommonPasswordCount() int { return len(commonPasswords()) }

// IsCommonPassword reports whether pw, compared without case and with Turkish
// letters folded to ASCII ('Şifre123!' is 'sifre123!'), is on the list or is
// one of the personal words.
func IsCommonPassword(pw string, personal ...string) bool {
	f := foldPassword(pw)
	if _, ok := commonPasswords()[f]; ok {
		return true
	}
	compact := strings.ReplaceAll(f, " ", "")
	for _, p := range personal {
		p = foldPassword(strings.ReplaceAll(p, " ", ""))
		if local, _, ok := strings.Cut(p, "@"); ok {
			p = local
		}
		if len(p) >= 4 && compact == p {
			return true
		}
	}
	return false
}

var turkishFold = strings.NewReplacer(
	"ç", "c", "ğ", "g", "ı", "i", "ö", "o", "ş", "s", "ü", "u",
	"Ç", "c", "Ğ", "g", "İ", "i", "I", "i", "Ö", "o", "Ş", "s", "Ü", "u",
)

func foldPassword(s string) string {
	return strings.ToLower(turkishFold.Replace(s))
}
