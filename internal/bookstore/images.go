package bookstore

import (
	"context"
	"fmt"
	"io"
	"time"
)

// ImageKind is what an upload is for (the upload's imageType). It decides the
// size limit, the accepted formats, the output size and quality, the bucket
// and which record's image field an approval sets.
type ImageKind string

const (
	ImageBookCover   ImageKind = "book-cover"
	ImageAuthorPhoto ImageKind = "author-photo"
	ImageEventImage  ImageKind = "event-image"
	ImageProfile     ImageKind = "profile"
	ImageGeneral     ImageKind = "general"
)

// ImageKinds lists every kind, in the order the API documents them.
var ImageKinds = []ImageKind{ImageBookCover, ImageAuthorPhoto, ImageEventImage, ImageProfile, ImageGeneral}

// ParseImageKind accepts the five kinds; an empty value is 'general', the
// kind of an upload that names none.
func ParseImageKind(s string) (ImageKind, bool) {
	if s == "" {
		return ImageGeneral, true
	}
	for _, k := range ImageKinds {
		if string(k) == s {
			return k, true
		}
	}
	return "", false
}

// Image formats the server accepts, decided from the content.
const (
	FormatJPEG = "jpeg"
	FormatPNG  = "png"
	FormatGIF  = "gif"
	FormatWEBP = "webp"
)

// FormatFile is how a browser names a format before the server reads the
// content: the MIME types it reports and the file name extensions.
type FormatFile struct {
	MIMETypes  []string
	Extensions []string
}

var formatFiles = map[string]FormatFile{
	FormatJPEG: {[]string{"image/jpeg", "image/jpg"}, []string{".jpg", ".jpeg"}},
	FormatPNG:  {[]string{"image/png"}, []string{".png"}},
	FormatGIF:  {[]string{"image/gif"}, []string{".gif"}},
	FormatWEBP: {[]string{"image/webp"}, []string{".webp"}},
}

// FileOf returns the MIME types and extensions of a format.
func FileOf(format string) FormatFile { return formatFiles[format] }

// ImageSpec is the fixed rule set of one kind: size limit, formats, output
// box, bucket and the record an approval writes to.
type ImageSpec struct {
	Kind    ImageKind
	MaxMB   int      // upload limit in MB (see MaxBytes)
	Formats []string // accepted content formats
	Bucket  string   // key prefix / bucket
	Table   string   // the reference table an approval writes to ("" for general)
	MinSide int      // smallest accepted width and height (the crop minimum for covers)
	Box     Box      // output: fit inside Box.W x Box.H at Box.Quality
}

// Box is an output size: the image is scaled to fit inside W x H (never
// enlarged) and encoded as JPEG at Quality (1-100).
type Box struct{ W, H, Quality int }

// MaxBytes is the upload limit in bytes (1 MB = 1024*1024 bytes).
func (s ImageSpec) MaxBytes() int64 { return int64(s.MaxMB) << 20 }

var allFormats = []string{FormatJPEG, FormatPNG, FormatGIF, FormatWEBP}

// Image limits and output sizes. Author photos get the profile's output size
// (400x400); covers accept JPEG and PNG only.
var imageSpecs = map[ImageKind]ImageSpec{
	ImageBookCover:   {Kind: ImageBookCover, MaxMB: 8, Formats: []string{FormatJPEG, FormatPNG}, Bucket: BucketBookCovers, Table: RefBooks, MinSide: CropMinSide, Box: Box{600, 800, 90}},
	ImageAuthorPhoto: {Kind: ImageAuthorPhoto, MaxMB: 5, Formats: allFormats, Bucket: BucketAuthorPhotos, Table: RefAuthors, Box: Box{400, 400, 85}},
	ImageEventImage:  {Kind: ImageEventImage, MaxMB: 8, Formats: allFormats, Bucket: BucketEventImages, Table: RefEvents, Box: Box{1200, 800, 85}},
	ImageProfile:     {Kind: ImageProfile, MaxMB: 5, Formats: allFormats, Bucket: BucketImages, Table: RefProfiles, Box: Box{400, 400, 85}},
	ImageGeneral:     {Kind: ImageGeneral, MaxMB: 5, Formats: allFormats, Bucket: BucketImages},
}

// Spec returns the rules of kind k.
func (k ImageKind) Spec() ImageSpec { return imageSpecs[k] }

// MaxUploadBytes is the largest limit of any kind (book covers, events).
const MaxUploadBytes = 8 << 20

// CropMinSide is the crop minimum (200x200), also the smallest cover accepted.
const CropMinSide = 200

// MaxImagePixels bounds width*height, read from the header before decoding,
// so a small file that would decode into gigabytes (a decompression bomb) is
// refused without being decoded. 25 megapixels admits every camera photo a
// shop needs (a 12 MP phone photo is 4032x3024). MaxImageSide bounds each side.
const (
	MaxImagePixels = 25_000_000
	MaxImageSide   = 12_000
)

// SizeBand is the output of uploads up to UpTo bytes (0: of any size).
type SizeBand struct {
	UpTo int64
	Box  Box
}

// KeepsSize reports whether the band keeps the image's dimensions (it is
// re-encoded only, to strip metadata).
func (b SizeBand) KeepsSize() bool { return b.Box.W >= MaxImageSide && b.Box.H >= MaxImageSide }

// General uploads fall in three bands: 2 MB or less keep their
// dimensions, up to 5 MB fit 800x600 at 0.8, above that 600x400 at 0.7.
var generalBands = []SizeBand{{2 << 20, Box{MaxImageSide, MaxImageSide, 90}}, {5 << 20, Box{800, 600, 80}}, {0, Box{600, 400, 70}}}

// Bands lists the kind's outputs by upload size, smallest first; every kind
// but general has one.
func (s ImageSpec) Bands() []SizeBand {
	if s.Kind == ImageGeneral {
		return generalBands
	}
	return []SizeBand{{0, s.Box}}
}

// OutputBox is the size and quality a stored image of this kind gets, given
// the uploaded file's size (the first of Bands that admits it).
func (s ImageSpec) OutputBox(fileSize int64) Box {
	bands := s.Bands()
	for _, b := range bands {
		if b.UpTo == 0 || fileSize <= b.UpTo {
			return b.Box
		}
	}
	return bands[len(bands)-1].Box
}

// ThumbBox is the small variant every stored image also gets, for cards and lists.
var ThumbBox = Box{W: 240, H: 320, Quality: 80}

// AllowsFormat reports whether the kind accepts a content format.
func (s ImageSpec) AllowsFormat(f string) bool {
	for _, x := range s.Formats {
		if x == f {
			return true
		}
	}
	return false
}

// Reference tables an approved image may be written to, each with its image
// field (ImageFieldOf).
const (
	RefAuthors  = "authors"
	RefBooks    = "books"
	RefEvents   = "events"
	RefProfiles = "profiles"
)

// ImageFieldOf maps a reference table to the column holding its image.
func ImageFieldOf(table string) (string, bool) {
	switch table {
	case RefAuthors:
		return "photo_url", true
	case RefBooks:
		return "cover_image_url", true
	case RefEvents:
		return "image_url", true
	case RefProfiles:
		return "avatar_url", true
	}
	return "", false
}

// CheckReference applies the first two approval checks: an allowed table
// and a UUID id. The third (the record exists) is the store's.
func CheckReference(table, id string) *Error {
	if _, ok := ImageFieldOf(table); !ok {
		return Errorf(CodeInvalid, MsgRefTableFmt, table)
	}
	if !ValidID(id) {
		return Errorf(CodeInvalid, MsgRefIDFormat)
	}
	return nil
}

// ReferenceMissing is the third check's error.
func ReferenceMissing(table, id string) *Error {
	return Errorf(CodeNotFound, MsgRefMissingFmt, table, id)
}

// Upload and approval messages (the product's texts).
const (
	MsgOnlyImages = "Sadece resim dosyaları yüklenebilir"
	// MsgNotAnImage: the content is no image at all, whatever its name
	// says (a document renamed .jpg); judged by the bytes, never the name.
	MsgNotAnImage        = "Bu dosya bir resim değil"
	MsgFileTooLargeFmt   = "Dosya boyutu %dMB'dan küçük olmalıdır"
	MsgImageUploaded     = "Resim başarıyla yüklendi"
	MsgImagePending      = "Resim yüklendi. Admin onayı bekleniyor."
	MsgImageApproved     = "Resim onaylandı"
	MsgImageRejected     = "Resim reddedildi"
	MsgRefTableFmt       = "Geçersiz referans tablosu: %s"
	MsgRefIDFormat       = "Geçersiz referans ID formatı"
	MsgRefMissingFmt     = "%s tablosunda %s ID'li kayıt bulunamadı"
	MsgStorageOK         = "Minio bağlantısı başarılı!"
	MsgStorageFailed     = "Minio bağlantısı başarısız!"
	MsgImageUnreadable   = "Resim işlenemedi"
	MsgImageTooManyPx    = "Resim çözünürlüğü çok yüksek (en fazla 25 megapiksel)."
	MsgImageTooSmallFmt  = "Resim en az %dx%d piksel olmalıdır"
	MsgImageKindInvalid  = "Geçersiz resim türü"
	MsgImageFileMissing  = "Lütfen bir resim dosyası seçin"
	MsgImageNotFound     = "Resim bulunamadı"
	MsgImageAlreadyDone  = "Bu resim zaten onaylanmış"
	MsgUploadMalformed   = "Yükleme isteği okunamadı. Dosyayı multipart/form-data olarak gönderin."
	MsgUploadKindForRole = "Bu resim türünü yükleme yetkiniz yok."
)

// FileTooLarge is the size-limit error of a kind.
func FileTooLarge(maxMB int) *Error {
	return &Error{Code: CodeInvalid, Message: fmt.Sprintf(MsgFileTooLargeFmt, maxMB)}
}

// PendingImage is an upload waiting for (or given) an admin's approval.
type PendingImage struct {
	ID         string
	ImageURL   string
	StorageKey string
	Kind       ImageKind
	RefTable   string // "" when the image is not tied to a record
	RefID      string
	UploadedBy string
	// UploaderName and RecordName (the book's or event's title, the
	// author's or member's name) are read for the approval list only.
	UploaderName, RecordName string
	Approved                 bool
	CreatedAt                time.Time
	// Replaced is the image URL the approval took off the record ("" when
	// the record had none), so that its file can be deleted.
	Replaced string
}

// ImageStore keeps pending images and writes approved images to their records.
type ImageStore interface {
	// CreatePendingImage stores an upload waiting for approval; the older
	// uploads for the same record and kind still waiting are replaced
	// (deleted and returned, for their files to be released).
	CreatePendingImage(ctx context.Context, p *PendingImage) (superseded []PendingImage, err error)
	// PendingImages lists the unapproved images, newest first, with
	// UploaderName and RecordName.
	PendingImages(ctx context.Context, limit int) ([]PendingImage, error)
	// ApprovePendingImage runs the reference checks, sets the referenced
	// record's image field and marks the image approved, in one transaction.
	ApprovePendingImage(ctx context.Context, id string) (*PendingImage, error)
	// RejectPendingImage deletes the unapproved record and returns it (the
	// caller deletes the stored object).
	RejectPendingImage(ctx context.Context, id string) (*PendingImage, error)
	// SetImageReference writes url to the referenced record's image field
	// after the same checks (an admin's upload, live at once) and returns
	// the URL it replaced ("" when there was none).
	SetImageReference(ctx context.Context, table, id, url string) (replaced string, err error)
	// ImageURLInUse reports whether anything still shows the image: a book,
	// author, event or profile, an unapproved upload, or a page's content.
	ImageURLInUse(ctx context.Context, url string) (bool, error)
	// ImageOwner returns the author id owning a referenced record: the
	// author itself, a book's or an event's author ("" for profiles).
	ImageOwner(ctx context.Context, table, id string) (authorID string, err error)
	// AuthorIDOfUser returns the author record linked to a user, ErrNotFound if none.
	AuthorIDOfUser(ctx context.Context, userID string) (string, error)
	// PendingImageByKey returns the upload stored under key (approved or
	// not), ErrNotFound if none.
	PendingImageByKey(ctx context.Context, key string) (*PendingImage, error)
}

// ImageReleaser deletes the files of an image a record no longer shows,
// unless something else still does (images.Service.Release).
type ImageReleaser interface {
	Release(ctx context.Context, url string)
}

// ReleaseDropped hands a record's former image to r when a save or a delete
// took it off the record (r may be nil: files are kept).
func ReleaseDropped(ctx context.Context, r ImageReleaser, before, after string) {
	if r != nil && before != "" && before != after {
		r.Release(ctx, before)
	}
}

// BlobObject is a stored object opened for reading.
type BlobObject struct {
	Body    io.ReadSeekCloser
	Size    int64
	ModTime time.Time
}

// BlobReader opens stored objects for serving; ErrNotFound when missing.
type BlobReader interface {
	Open(ctx context.Context, key string) (*BlobObject, error)
}

// StorageStatus describes the media backend for the admin settings page.
type StorageStatus struct {
	Backend  string // "disk" or "s3"
	Endpoint string // S3 endpoint, or "" for disk
	Bucket   string // S3 bucket, or the media directory's name for disk
	UseSSL   bool
}

// BlobChecker reports the backend and tests that it is reachable and writable.
type BlobChecker interface {
	Status() StorageStatus
	Check(ctx context.Context) error
}
