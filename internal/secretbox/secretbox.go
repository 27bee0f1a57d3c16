// Package secretbox seals the secrets the shop must read back (TOTP shared
// secrets, the keys it signs and hashes with) under a key that lives
// outside the database, so a copy of the database or of a backup alone
// cannot mint sign-in codes. AES-256-GCM from the standard library; every
// sealed value names the key that sealed it, so a key can be replaced while
// values sealed with the previous one are still read (and re-sealed).
package secretbox

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// KeySize is the length of a key: AES-256.
const KeySize = 32

// prefix marks a sealed value: "sb1:<key id>:<base64url(nonce|ciphertext)>".
const prefix = "sb1:"

// ErrUnknownKey: the value was sealed with a key the ring does not hold (a
// wrong BOOKSTORE_SECRET_KEY, or an old key dropped too early).
var ErrUnknownKey = errors.New("secretbox: sealed with a key that is neither the current key nor one of the old keys")

// ErrCorrupt: the value is not a sealed value, or it was altered, or it was
// sealed for another record.
var ErrCorrupt = errors.New("secretbox: sealed value is damaged or belongs to another record")

type key struct {
	id   string
	raw  []byte
	aead cipher.AEAD
}

// Keyring is the current key, which seals, and older keys, which only open.
type Keyring struct {
	current key
	old     []key
}

// New builds a ring from the current key and any older ones.
func New(current []byte, old ...[]byte) (*Keyring, error) {
	cur, err := newKey(current)
	if err != nil {
		return nil, err
	}
	r := &Keyring{current: cur}
	for _, o := range old {
		k, err := newKey(o)
		if err != nil {
			return nil, err
		}
		if k.id != cur.id {
			r.old = append(r.old, k)
		}
	}
	return r, nil
}

func newKey(raw []byte) (key, error) {
	if len(raw) != KeySize {
		return key{}, fmt.Errorf("secretbox: a key must be %d bytes, got %d", KeySize, len(raw))
	}
	block, err := aes.NewCipher(raw)
	if err != nil {
		return key{}, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return key{}, err
	}
	return key{id: KeyID(raw), raw: append([]byte(nil), raw...), aead: aead}, nil
}

// KeyID names a key without revealing it: 8 hex characters of a hash.
func KeyID(raw []byte) string {
	sum := sha256.Sum256(append([]byte("bookstore secretbox key id\x00"), raw...))
	return hex.EncodeToString(sum[:4])
}

// CurrentID is the id of the key that seals.
func (r *Keyring) CurrentID() string { return r.current.id }

// Seal encrypts plain for the record named by context (say
// "mfa_secrets:<user id>"): the context is authenticated, so a sealed value
// copied onto another record does not open there.
func (r *Keyring) Seal(plain, context string) string {
	nonce := make([]byte, r.current.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		panic("secretbox: no randomness: " + err.Error())
	}
	ct := r.current.aead.Seal(nonce, nonce, []byte(plain), []byte(context))
	return prefix + r.current.id + ":" + base64.RawURLEncoding.EncodeToString(ct)
}

// Sealed reports whether v is a sealed value (a value stored before
// sealing began is not).
func Sealed(v string) bool { return strings.HasPrefix(v, prefix) }

// Open decrypts a sealed value of the record context. stale is true when an
// old key sealed it: the caller should store Seal's value instead.
func (r *Keyring) Open(sealed, context string) (plain string, stale bool, err error) {
	rest, ok := strings.CutPrefix(sealed, prefix)
	if !ok {
		return "", false, ErrCorrupt
	}
	id, body, ok := strings.Cut(rest, ":")
	if !ok {
		return "", false, ErrCorrupt
	}
	k, ok := r.find(id)
	if !ok {
		return "", false, fmt.Errorf("%w (key id %s; the current key is %s)", ErrUnknownKey, id, r.current.id)
	}
	ct, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil || len(ct) < k.aead.NonceSize() {
		return "", false, ErrCorrupt
	}
	out, err := k.aead.Open(nil, ct[:k.aead.NonceSize()], ct[k.aead.NonceSize():], []byte(context))
	if err != nil {
		return "", false, ErrCorrupt
	}
	return string(out), id != r.current.id, nil
}

func (r *Keyring) find(id string) (key, bool) {
	if id == r.current.id {
		return r.current, true
	}
	for _, k := range r.old {
		if k.id == id {
			return k, true
		}
	}
	return key{}, false
}

// ParseKey reads a key as written in the environment: 32 bytes in base64
// (standard or URL alphabet, padded or not) or in 64 hex characters.
func ParseKey(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	if len(s) == 2*KeySize {
		if b, err := hex.DecodeString(s); err == nil {
			return b, nil
		}
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil && len(b) == KeySize {
			return b, nil
		}
	}
	return nil, fmt.Errorf("a key must be %d random bytes in base64 (openssl rand -base64 32) or hex", KeySize)
}

// NewKey is a fresh random key, base64-encoded as the environment takes it.
func NewKey() string {
	b := make([]byte, KeySize)
	if _, err := rand.Read(b); err != nil {
		panic("secretbox: no randomness: " + err.Error())
	}
	return base64.StdEncoding.EncodeToString(b)
}

// LoadOrCreateFile reads the key stored at path, writing a new one (mode
// 0600) when there is none: the development fallback when no key is
// configured.
func LoadOrCreateFile(path string) ([]byte, error) {
	if b, err := os.ReadFile(path); err == nil {
		k, err := ParseKey(string(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return k, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) { // another process wrote it first
		return LoadOrCreateFile(path)
	}
	if err != nil {
		return nil, err
	}
	enc := NewKey()
	if _, err := f.WriteString(enc + "\n"); err != nil {
		_ = f.Close()
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	return ParseKey(enc)
}

// MAC is HMAC-SHA-256 of msg under k, hex-encoded: the keyed hash of
// values that are checked but never read back (recovery codes).
func MAC(k []byte, msg string) string {
	m := hmac.New(sha256.New, k)
	m.Write([]byte(msg))
	return hex.EncodeToString(m.Sum(nil))
}
