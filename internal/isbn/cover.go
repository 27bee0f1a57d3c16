package isbn

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// maxCover bounds a downloaded cover: the upload limit of a book cover.
const maxCover = 8 << 20

// FetchCover downloads the cover image a lookup named, so that the shop
// stores its own re-encoded copy instead of linking to another site. Only
// https URLs are fetched (the services' covers are https); a URL on a
// configured service's own host is fetched with that service's scheme, which
// lets a local stand-in of the service serve covers in tests. Redirects stay
// on the same host, the body is capped at 8 MB and must be an image.
func (c *Client) FetchCover(ctx context.Context, raw string) ([]byte, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("isbn: cover URL %q", raw)
	}
	for _, base := range []string{c.google, c.openLibrary} {
		if b, err := url.Parse(base); err == nil && b.Host == u.Host {
			u.Scheme = b.Scheme
		}
	}
	if u.Scheme != "https" && u.Scheme != "http" {
		return nil, fmt.Errorf("isbn: cover URL scheme %q", u.Scheme)
	}
	if u.Scheme == "http" && !c.ownHost(u.Host) {
		return nil, fmt.Errorf("isbn: cover URL must be https: %s", u.Host)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("Accept", "image/jpeg, image/png, image/*")
	res, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("isbn: cover: %w", err)
	}
	defer closeBody(res.Body)
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("isbn: cover: HTTP %d", res.StatusCode)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "image/") {
		return nil, fmt.Errorf("isbn: cover content type %q", ct)
	}
	body, err := io.ReadAll(io.LimitReader(res.Body, maxCover+1))
	if err != nil {
		return nil, fmt.Errorf("isbn: cover: %w", err)
	}
	if len(body) > maxCover {
		return nil, fmt.Errorf("isbn: cover larger than %d bytes", maxCover)
	}
	return body, nil
}

func (c *Client) ownHost(host string) bool {
	for _, base := range []string{c.google, c.openLibrary} {
		if b, err := url.Parse(base); err == nil && b.Host == host {
			return true
		}
	}
	return false
}
