package auth

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"
	"sync"
	"time"

	"bookstore/internal/secretbox"
)

// A remembered device is a cookie the server signs at a successful sign-in:
// "<user id>.<device id>.<expiry unix>.<HMAC-SHA256>". It holds no secret of
// the account and grants no access; it only lets this browser's sign-ins be
// counted apart from strangers' (throttle.go). The signing key is shared by
// every instance through the database (app_secrets), sealed with the
// secret key (secretbox.go).

// Device is a remembered-device cookie value and its end.
type Device struct {
	Value     string
	ExpiresAt time.Time
}

const deviceKeyName = "device-cookie-hmac"

// deviceKey holds the service's keys: the device-cookie key, the recovery
// codes' hash key, and the ring that seals them (secretbox.go).
type deviceKey struct {
	mu       sync.Mutex
	key      []byte
	recovery []byte
	box      *secretbox.Keyring
}

func (s *Service) deviceKey(ctx context.Context) ([]byte, error) {
	return s.cachedAppKey(ctx, deviceKeyName, &s.devices.key)
}

// cachedAppKey is the app key of the name, read (and made the first time)
// once per process into *slot, under the keys' lock.
func (s *Service) cachedAppKey(ctx context.Context, name string, slot *[]byte) ([]byte, error) {
	s.devices.mu.Lock()
	defer s.devices.mu.Unlock()
	if *slot != nil {
		return *slot, nil
	}
	k, err := s.appKeyLocked(ctx, name)
	if err != nil {
		return nil, err
	}
	*slot = k
	return k, nil
}

func sign(key []byte, payload string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// issueDevice signs a new device cookie for the user; nil when remembered
// devices are off.
func (s *Service) issueDevice(ctx context.Context, userID string) (*Device, error) {
	if s.st.Secrets == nil {
		return nil, nil
	}
	key, err := s.deviceKey(ctx)
	if err != nil {
		return nil, err
	}
	exp := s.now().Add(s.cfg.DeviceLife).UTC()
	payload := userID + "." + newDeviceID() + "." + strconv.FormatInt(exp.Unix(), 10)
	return &Device{Value: payload + "." + sign(key, payload), ExpiresAt: exp}, nil
}

// deviceOf returns the device id of a valid, unexpired cookie of the user,
// else "".
func (s *Service) deviceOf(ctx context.Context, value, userID string) string {
	if s.st.Secrets == nil || value == "" || len(value) > 200 {
		return ""
	}
	parts := strings.Split(value, ".")
	if len(parts) != 4 || parts[0] != userID {
		return ""
	}
	key, err := s.deviceKey(ctx)
	if err != nil {
		s.log.WarnContext(ctx, "device key unavailable", "err", err)
		return ""
	}
	payload := strings.Join(parts[:3], ".")
	if !hmac.Equal([]byte(sign(key, payload)), []byte(parts[3])) {
		return ""
	}
	exp, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || s.now().Unix() > exp {
		return ""
	}
	return parts[1]
}

// newDeviceID is a random 16-character device id.
func newDeviceID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
