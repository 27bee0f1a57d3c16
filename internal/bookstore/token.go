package bookstore

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
)

// NewToken is a secret handed to one holder (a session cookie, a password
// reset link, a payment frame URL): 256 random bits as 64 lower-case hex
// characters, URL- and cookie-safe. crypto/rand.Read never fails (since Go
// 1.24 it aborts the program instead), so there is no error to return.
func NewToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// HashToken is the stored form of a secret token: the lower-case hex SHA-256
// of its text. Only the hash is kept, so a copy of the database opens no
// session, reset or payment frame. Sessions, password resets (and the reset
// mail's dedup key) and payment frames all store this exact form: changing it
// would sign everyone out and break links already sent.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
