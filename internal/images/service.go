// Package images is the upload and approval workflow: it decides who may
// upload what for which record, runs the imaging pipeline, stores the
// results and records uploads that wait for an admin. It speaks in domain
// types; SQL lives in sqldb and HTTP in httpapi.
package images

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"runtime"
	"strings"

	"github.com/google/uuid"

	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/imaging"
)

// Service runs uploads and approvals.
type Service struct {
	store bookstore.ImageStore
	blobs bookstore.BlobStore
	audit bookstore.AuditStore
	log   *slog.Logger
	// work bounds how many images are decoded at once: decoding dominates
	// memory (a 12 MP JPEG is 18 MB decoded), so this bounds peak memory
	// however many uploads arrive together.
	work chan struct{}
}

// New builds the service. At most one image per CPU is decoded at a time.
func New(store bookstore.ImageStore, blobs bookstore.BlobStore, audit bookstore.AuditStore, log *slog.Logger) *Service {
	return &Service{store: store, blobs: blobs, audit: audit, log: log, work: make(chan struct{}, max(runtime.GOMAXPROCS(0), 1))}
}

// Upload is one uploaded file and what it is for.
type Upload struct {
	User             *bookstore.User
	Kind             bookstore.ImageKind
	RefTable, RefID  string // optional; the server fills or checks them (see authorize)
	RequiresApproval bool   // honoured only for admins; everyone else always waits
	Data             []byte
}

// Uploaded is the result of an accepted upload.
type Uploaded struct {
	ImageURL  string
	ThumbURL  string
	Pending   bool   // waits for an admin
	PendingID string // the pending_images id when Pending
	Message   string // 'Resim başarıyla yüklendi' or 'Resim yüklendi. Admin onayı bekleniyor.'
	Width     int
	Height    int
}

// An upload that waits for an admin is stored under a key marked with
// pendingMark, so that serving it can tell it apart without a lookup for
// every other image: only marked keys are checked (Access).
const pendingMark = "p-"

func newKey(bucket string, pending bool) string {
	name := uuid.Must(uuid.NewV7()).String() + ".jpg"
	if pending {
		name = pendingMark + name
	}
	return bucket + "/" + name
}

// Access says who may see a stored image. Every image is public except an
// upload still waiting for approval: only its uploader and admins see it,
// and it must not be cached by anyone (a CDN would keep it a year).
type Access int

const (
	AccessPublic  Access = iota // anyone, cacheable forever (objects never change)
	AccessPrivate               // this viewer only, never cached
	AccessDenied                // answered as missing, so its existence leaks nothing
)

// Access decides whether the viewer may see the object under key (a main
// image or its small variant). viewer (nil for a guest) is asked only for a
// marked key, so serving the public images costs no session lookup.
func (s *Service) Access(ctx context.Context, key string, viewer func() (*bookstore.User, error)) (Access, error) {
	name := key[strings.LastIndex(key, "/")+1:]
	if !strings.HasPrefix(name, pendingMark) {
		return AccessPublic, nil
	}
	p, err := s.store.PendingImageByKey(ctx, mainKey(key))
	switch {
	case errors.Is(err, bookstore.ErrNotFound):
		return AccessDenied, nil
	case err != nil:
		return AccessDenied, err
	case p.Approved:
		return AccessPublic, nil
	}
	u, err := viewer()
	if err != nil {
		return AccessDenied, err
	}
	if u != nil && (u.Role == bookstore.RoleAdmin || u.ID == p.UploadedBy) {
		return AccessPrivate, nil
	}
	return AccessDenied, nil
}

// mainKey is the key of the main image of a key (itself, or the image whose small variant it is).
func mainKey(key string) string {
	if k, ok := strings.CutSuffix(key, "-sm.jpg"); ok {
		return k + ".jpg"
	}
	return key
}

// ThumbKey is the key of an object's small variant.
func ThumbKey(key string) string { return strings.TrimSuffix(key, ".jpg") + "-sm.jpg" }

// ThumbURL is the URL of an image URL's small variant.
func ThumbURL(url string) string { return strings.TrimSuffix(url, ".jpg") + "-sm.jpg" }

var errForbidden = bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgAuthorization)

// authorize decides the reference of an upload from the caller's role:
//   - the reference table, when given, must be the kind's own table;
//   - a profile image is for the caller's own profile (admins may name another);
//   - members upload only their avatar and general images;
//   - an author's photo is their own author record; an author's covers and
//     event images belong to their own books and events (or to no record yet);
//   - admins may name any existing record.
func (s *Service) authorize(ctx context.Context, up *Upload) error {
	spec := up.Kind.Spec()
	if up.RefTable != "" && up.RefTable != spec.Table {
		return bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgRefTableFmt, up.RefTable)
	}
	if up.RefID != "" && spec.Table == "" {
		return bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgRefTableFmt, up.RefTable)
	}
	u := up.User
	if up.Kind == bookstore.ImageProfile && up.RefID == "" {
		up.RefID = u.ID
	}
	switch {
	case u.Role == bookstore.RoleAdmin:
	case up.Kind == bookstore.ImageProfile:
		if up.RefID != u.ID {
			return errForbidden
		}
	case up.Kind == bookstore.ImageGeneral:
	case u.Role == bookstore.RoleAuthor:
		if err := s.authorizeAuthor(ctx, u.ID, spec, up); err != nil {
			return err
		}
	default: // members upload only their avatar and general images
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgUploadKindForRole)
	}
	if up.RefID != "" {
		up.RefTable = spec.Table
		if _, err := s.store.ImageOwner(ctx, up.RefTable, up.RefID); err != nil {
			return err // malformed id or missing record
		}
	}
	return nil
}

// authorizeAuthor: an author's photo is their own author record; their
// covers and event images belong to their own books and events, or to no
// record yet (a book not saved yet).
func (s *Service) authorizeAuthor(ctx context.Context, userID string, spec bookstore.ImageSpec, up *Upload) error {
	authorID, err := s.store.AuthorIDOfUser(ctx, userID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgUploadKindForRole)
	}
	if err != nil {
		return err
	}
	if up.Kind == bookstore.ImageAuthorPhoto && up.RefID == "" {
		up.RefID = authorID
	}
	if up.RefID == "" {
		return nil
	}
	owner, err := s.store.ImageOwner(ctx, spec.Table, up.RefID)
	if err != nil {
		return err
	}
	if owner != authorID {
		return errForbidden
	}
	return nil
}

// ImportCover stores a book cover fetched from elsewhere (the ISBN lookup's)
// as u's upload and returns its URL: an admin's is live at once.
func (s *Service) ImportCover(ctx context.Context, u *bookstore.User, data []byte) (string, error) {
	up, err := s.Upload(ctx, Upload{User: u, Kind: bookstore.ImageBookCover, Data: data})
	if err != nil {
		return "", err
	}
	return up.ImageURL, nil
}

// Upload checks, converts and stores one image. A member's or author's
// upload waits in pending_images; an admin's goes live at once (and is
// written to its record when one is named).
func (s *Service) Upload(ctx context.Context, up Upload) (*Uploaded, error) {
	spec := up.Kind.Spec()
	if up.User == nil {
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	if int64(len(up.Data)) > spec.MaxBytes() {
		return nil, bookstore.FileTooLarge(spec.MaxMB)
	}
	if err := s.authorize(ctx, &up); err != nil {
		return nil, err
	}
	res, err := s.process(ctx, up.Data, spec)
	if err != nil {
		return nil, err
	}
	pending := up.User.Role != bookstore.RoleAdmin || up.RequiresApproval
	key := newKey(spec.Bucket, pending)
	url, err := s.blobs.Put(ctx, key, "image/jpeg", res.Main)
	if err != nil {
		return nil, err
	}
	if _, err := s.blobs.Put(ctx, ThumbKey(key), "image/jpeg", res.Thumb); err != nil {
		s.remove(ctx, key)
		return nil, err
	}
	out := &Uploaded{ImageURL: url, ThumbURL: ThumbURL(url), Width: res.Width, Height: res.Height}
	if pending {
		p := &bookstore.PendingImage{ImageURL: url, StorageKey: key, Kind: up.Kind, RefTable: up.RefTable, RefID: up.RefID, UploadedBy: up.User.ID}
		superseded, err := s.store.CreatePendingImage(ctx, p)
		if err != nil {
			s.remove(ctx, key)
			return nil, err
		}
		for _, old := range superseded {
			s.Release(ctx, old.ImageURL)
		}
		out.Pending, out.PendingID, out.Message = true, p.ID, bookstore.MsgImagePending
		return out, nil
	}
	if up.RefID != "" {
		replaced, err := s.store.SetImageReference(ctx, up.RefTable, up.RefID, url)
		if err != nil {
			s.remove(ctx, key)
			return nil, err
		}
		s.record(ctx, up.User.ID, bookstore.ActionImageSet, up.RefTable, up.RefID, url)
		s.Release(ctx, replaced)
	}
	out.Message = bookstore.MsgImageUploaded
	return out, nil
}

func (s *Service) process(ctx context.Context, data []byte, spec bookstore.ImageSpec) (*imaging.Result, error) {
	select {
	case s.work <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-s.work }()
	return imaging.Process(data, spec)
}

// remove deletes an object and its small variant; failures are only logged
// (an orphan object is harmless, its key is never published).
func (s *Service) remove(ctx context.Context, key string) {
	for _, k := range []string{key, ThumbKey(key)} {
		if err := s.blobs.Delete(context.WithoutCancel(ctx), k); err != nil {
			s.log.WarnContext(ctx, "images: delete object", "key", k, "err", err)
		}
	}
}

// Pending lists the images waiting for approval, newest first.
func (s *Service) Pending(ctx context.Context) ([]bookstore.PendingImage, error) {
	return s.store.PendingImages(ctx, 200)
}

// Approve sets the referenced record's image field and marks the image approved.
func (s *Service) Approve(ctx context.Context, adminID, id string) (*bookstore.PendingImage, error) {
	p, err := s.store.ApprovePendingImage(ctx, id)
	if err != nil {
		return nil, err
	}
	s.record(ctx, adminID, bookstore.ActionImageApproved, p.RefTable, p.RefID, p.ImageURL)
	s.Release(ctx, p.Replaced)
	return p, nil
}

// Release deletes the files of an image a record no longer shows (replaced,
// or its record deleted), unless something else still does: the same URL
// may have been given to another record, or put in a page. Images stored
// elsewhere (a cover URL from an ISBN service) are not ours to delete. A
// failure only leaves an orphan file.
func (s *Service) Release(ctx context.Context, url string) {
	key, ours := strings.CutPrefix(url, blob.URLPrefix)
	if !ours || !blob.ValidKey(key) {
		return
	}
	inUse, err := s.store.ImageURLInUse(ctx, url)
	if err != nil {
		s.log.WarnContext(ctx, "images: is the replaced image still used", "url", url, "err", err)
		return
	}
	if !inUse {
		s.remove(ctx, key)
	}
}

// Reject deletes the pending record and the stored objects.
func (s *Service) Reject(ctx context.Context, adminID, id string) (*bookstore.PendingImage, error) {
	p, err := s.store.RejectPendingImage(ctx, id)
	if err != nil {
		return nil, err
	}
	s.remove(ctx, p.StorageKey)
	s.record(ctx, adminID, bookstore.ActionImageRejected, "pending_images", p.ID, p.ImageURL)
	return p, nil
}

func (s *Service) record(ctx context.Context, actor string, action bookstore.AuditAction, entity, entityID, url string) {
	if s.audit == nil {
		return
	}
	after, _ := json.Marshal(map[string]string{"imageUrl": url})
	if entity == "" {
		entity = "pending_images"
	}
	if err := s.audit.RecordAudit(ctx, bookstore.AuditEntry{ActorID: actor, Action: action, Entity: entity, EntityID: entityID, After: after}); err != nil {
		s.log.WarnContext(ctx, "images: audit", "err", err)
	}
}
