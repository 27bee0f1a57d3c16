package demo

import (
	"context"
	"crypto/rand"
	"fmt"
	"math/big"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
)

// UserCreator makes accounts with the registration rules (auth.Service).
type UserCreator interface {
	CreateUser(ctx context.Context, email, fullName string, role bookstore.Role, password string) (*bookstore.User, error)
}

// Seeder writes the demo catalogue, its images and the demo accounts.
type Seeder struct {
	Catalog bookstore.CatalogWriter
	Users   UserCreator
	Blobs   bookstore.BlobStore
	// History, when set, adds past orders, reviews and a royalty statement.
	History *HistoryStores
	// Payments, when set, turns havale/EFT and kapıda ödeme on (demoPayments).
	Payments bookstore.PaymentSettingsStore
	Now      time.Time
	// Location is where event times are wall-clock (Europe/Istanbul).
	Location *time.Location
}

// Account is a demo sign-in printed for the person trying the product.
type Account struct {
	Role  bookstore.Role
	Email string
	Name  string
}

// Demo accounts. The author account is linked to the first approved author.
var demoAccounts = []Account{
	{bookstore.RoleAdmin, "admin@kitapevi.test", "Selin Aydın"},
	{bookstore.RoleAuthor, "yazar@kitapevi.test", ""},
	{bookstore.RoleUser, "uye@kitapevi.test", "Deniz Yıldız"},
}

// Seed fills an empty database. password is used for every demo account.
func (s Seeder) Seed(ctx context.Context, password string) ([]Account, error) {
	data := Catalog()
	loc := s.Location
	if loc == nil {
		loc = time.UTC
	}
	now := s.Now.In(loc)

	accounts := make([]Account, len(demoAccounts))
	copy(accounts, demoAccounts)
	linked := ""
	for _, a := range data.Authors {
		if a.Approved {
			linked = a.Key
			accounts[1].Name = a.Name
			break
		}
	}
	userIDs := map[bookstore.Role]string{}
	for _, acc := range accounts {
		u, err := s.Users.CreateUser(ctx, acc.Email, acc.Name, acc.Role, password)
		if err != nil {
			return nil, fmt.Errorf("demo account %s: %w", acc.Email, err)
		}
		userIDs[acc.Role] = u.ID
	}

	catIDs := map[string]string{}
	for _, c := range data.Categories {
		cat := &bookstore.Category{Name: c.Name, Description: c.Description}
		if err := s.Catalog.CreateCategory(ctx, cat); err != nil {
			return nil, fmt.Errorf("category %s: %w", c.Key, err)
		}
		catIDs[c.Key] = cat.ID
	}

	authorIDs := map[string]string{}
	authorNames := map[string]string{}
	for i, a := range data.Authors {
		img, err := Portrait(a.Name, i)
		if err != nil {
			return nil, err
		}
		url, err := s.put(ctx, bookstore.BucketAuthorPhotos, img)
		if err != nil {
			return nil, err
		}
		au := &bookstore.Author{Name: a.Name, Biography: a.Biography, PhotoURL: url, Approved: a.Approved,
			CreatedAt: time.Date(a.SinceYear, 1, 15, 10, 0, 0, 0, time.UTC)}
		if a.Key == linked {
			au.UserID = userIDs[bookstore.RoleAuthor]
		}
		if err := s.Catalog.CreateAuthor(ctx, au); err != nil {
			return nil, fmt.Errorf("author %s: %w", a.Key, err)
		}
		authorIDs[a.Key], authorNames[a.Key] = au.ID, a.Name
	}

	bookIDs := map[string]string{}
	for i, b := range data.Books {
		img, err := Cover(b.Title, authorNames[b.AuthorKey], i)
		if err != nil {
			return nil, err
		}
		url, err := s.putCover(ctx, img)
		if err != nil {
			return nil, err
		}
		pub, err := time.Parse("2006-01-02", b.Published)
		if err != nil {
			return nil, fmt.Errorf("book %s: %w", b.Key, err)
		}
		bk := &bookstore.Book{Title: b.Title, Description: b.Description, Price: b.PriceKurus, CoverURL: url,
			Stock: b.Stock, Approved: b.Approved, ISBN: b.ISBN, PageCount: b.Pages, PublicationDate: &pub,
			AuthorID: authorIDs[b.AuthorKey], CategoryID: catIDs[b.CategoryKey], Parcel: paperbackParcel(b.Pages),
			// Spread creation times so "newest first" has a meaningful order.
			CreatedAt: now.Add(-time.Duration(len(data.Books)-i) * 7 * time.Hour)}
		if err := s.Catalog.CreateBook(ctx, bk); err != nil {
			return nil, fmt.Errorf("book %s: %w", b.Key, err)
		}
		bookIDs[b.Key] = bk.ID
	}
	featured := make([]string, 0, len(data.Featured))
	for _, key := range data.Featured {
		featured = append(featured, bookIDs[key])
	}
	if err := s.Catalog.SetFeatured(ctx, featured); err != nil {
		return nil, fmt.Errorf("featured books: %w", err)
	}

	for i, e := range data.Events {
		img, err := EventImage(e.Title, i)
		if err != nil {
			return nil, err
		}
		url, err := s.put(ctx, bookstore.BucketEventImages, img)
		if err != nil {
			return nil, err
		}
		ev := &bookstore.Event{Title: e.Title, Description: e.Description, Date: e.Date(now), Location: e.Location,
			ImageURL: url, Status: bookstore.EventStatus(e.Status), AuthorID: authorIDs[e.AuthorKey]}
		if err := s.Catalog.CreateEvent(ctx, ev); err != nil {
			return nil, fmt.Errorf("event %s: %w", e.Key, err)
		}
	}

	for _, p := range data.Pages {
		if err := s.Catalog.SavePage(ctx, &bookstore.PageContent{Key: p.Key, Title: p.Title, Content: p.Content,
			Meta: p.Meta, Published: p.Published}); err != nil {
			return nil, fmt.Errorf("page %s: %w", p.Key, err)
		}
	}
	if s.Payments != nil {
		if err := s.seedPayments(ctx, userIDs[bookstore.RoleAdmin], now); err != nil {
			return nil, err
		}
	}
	if s.History != nil {
		var mine, others []string
		for _, b := range data.Books {
			if !b.Approved || b.Stock < 20 {
				continue // history takes stock; leave the low-stock demo books as they are
			}
			if b.AuthorKey == linked {
				mine = append(mine, bookIDs[b.Key])
			} else if len(others) < 8 {
				others = append(others, bookIDs[b.Key])
			}
		}
		if err := s.seedHistory(ctx, password, userIDs[bookstore.RoleAdmin], userIDs[bookstore.RoleUser], authorIDs[linked],
			mine, others, now); err != nil {
			return nil, err
		}
	}
	return accounts, nil
}

func (s Seeder) put(ctx context.Context, bucket string, img []byte) (string, error) {
	return s.Blobs.Put(ctx, bucket+"/"+uuid.Must(uuid.NewV7()).String()+".jpg", "image/jpeg", img)
}

// putCover stores a cover and its small variant under the names the upload
// pipeline gives them (images.ThumbKey: "-sm" before ".jpg"), so demo
// covers have the srcset an uploaded one has.
func (s Seeder) putCover(ctx context.Context, img []byte) (string, error) {
	small, err := CoverSmall(img)
	if err != nil {
		return "", err
	}
	key := bookstore.BucketBookCovers + "/" + uuid.Must(uuid.NewV7()).String()
	if _, err := s.Blobs.Put(ctx, key+"-sm.jpg", "image/jpeg", small); err != nil {
		return "", err
	}
	return s.Blobs.Put(ctx, key+".jpg", "image/jpeg", img)
}

// GeneratePassword makes a random demo password that passes the registration
// rules: 16 characters with upper, lower, digit and special.
func GeneratePassword() string {
	const (
		upper   = "ABCDEFGHJKLMNPQRSTUVWXYZ"
		lower   = "abcdefghijkmnpqrstuvwxyz"
		digits  = "23456789"
		special = "!@#%+=?"
		all     = upper + lower + digits + special
	)
	pick := func(set string) byte {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(set))))
		return set[n.Int64()]
	}
	b := []byte{pick(upper), pick(lower), pick(digits), pick(special)}
	for len(b) < 16 {
		b = append(b, pick(all))
	}
	// Shuffle so the classes are not in fixed places.
	for i := len(b) - 1; i > 0; i-- {
		j, _ := rand.Int(rand.Reader, big.NewInt(int64(i+1)))
		b[i], b[j.Int64()] = b[j.Int64()], b[i]
	}
	return string(b)
}

// Accounts lists the demo accounts (for printing when they already exist).
func Accounts() []Account {
	out := make([]Account, len(demoAccounts))
	copy(out, demoAccounts)
	return out
}
