package httpapi

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"reflect"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
	"bookstore/internal/images"
)

// Images: the multipart upload (a plain net/http handler: huma's JSON-only
// guards do not fit a file body) and the admin's storage and approval API.

// uploadPath is the upload's route; its body has a longer deadline
// (bodyDeadline).
const uploadPath = "/api/images"

// Per-user upload limit (per instance): a burst of 10, then 30 a minute.
const (
	uploadsPerMinute = 30
	uploadsBurst     = 10
	// multipartOverhead is allowed beyond the file for boundaries and the
	// small text fields.
	multipartOverhead = 64 << 10
	maxFieldBytes     = 256
	maxParts          = 10
)

// imageHandlers are the upload and the admin's storage and approval
// routes, asking the image service; besides it they hold the per-user
// upload limit and the logger of the plain upload handler's failures.
type imageHandlers struct {
	images  *images.Service
	uploads *ipLimiter
	log     *slog.Logger
}

// UploadResponse is the upload's answer, in the shape the upload widget reads.
type UploadResponse struct {
	Success      bool    `json:"success"`
	ImageURL     string  `json:"imageUrl" doc:"the stored JPEG, served under /media/"`
	ThumbnailURL string  `json:"thumbnailUrl" doc:"the small variant for cards and lists"`
	Pending      bool    `json:"pending" doc:"true when the image waits for an admin's approval"`
	PendingID    string  `json:"pendingId,omitempty"`
	Width        int     `json:"width"`
	Height       int     `json:"height"`
	Message      string  `json:"message"`
	Error        *string `json:"error"`
	Fallback     bool    `json:"fallback" doc:"always false: this server never substitutes a stock image"`
}

// UploadForm documents the multipart fields of the upload.
type UploadForm struct {
	File             string `json:"file" format:"binary" doc:"the image; its type is decided from its content"`
	ImageType        string `json:"imageType,omitempty" enum:"book-cover,author-photo,event-image,profile,general" doc:"default general"`
	ReferenceTable   string `json:"referenceTable,omitempty" enum:"authors,books,events,profiles"`
	ReferenceID      string `json:"referenceId,omitempty"`
	RequiresApproval string `json:"requiresApproval,omitempty" enum:"true,false" doc:"honoured only for admins; other uploads always wait for approval"`
	Bucket           string `json:"bucket,omitempty" doc:"ignored: the server chooses the bucket from imageType"`
}

// uploadOperation documents POST /api/images (multipart) in the API document.
func uploadOperation(api huma.API) huma.Operation {
	reg := api.OpenAPI().Components.Schemas
	form := reg.Schema(reflect.TypeOf(UploadForm{}), true, "UploadForm")
	resp := reg.Schema(reflect.TypeOf(UploadResponse{}), true, "UploadResponse")
	problem := reg.Schema(reflect.TypeOf(Problem{}), true, "Problem")
	errResp := func(d string) *huma.Response {
		return &huma.Response{Description: d, Content: map[string]*huma.MediaType{"application/problem+json": {Schema: problem}}}
	}
	return huma.Operation{
		OperationID: "uploadImage", Method: http.MethodPost, Path: uploadPath,
		Summary:     "Resim yükle (multipart/form-data)",
		Description: "Kapak 8 MB (JPEG/PNG), yazar fotoğrafı 5 MB, etkinlik 8 MB, profil 5 MB, genel 5 MB. Üye ve yazar yüklemeleri admin onayı bekler.",
		RequestBody: &huma.RequestBody{Required: true, Content: map[string]*huma.MediaType{"multipart/form-data": {Schema: form}}},
		Responses: map[string]*huma.Response{
			"201": {Description: "Yüklendi", Content: map[string]*huma.MediaType{"application/json": {Schema: resp}}},
			"401": errResp("Oturum yok"), "403": errResp("Yetki yok"), "404": errResp("Referans kaydı yok"),
			"413": errResp("Dosya çok büyük"), "415": errResp("multipart değil"), "422": errResp("Geçersiz dosya veya alan"),
			"429": errResp("Çok fazla yükleme"),
		},
	}
}

// uploadImage reads the multipart body as a stream: the text fields (sent
// before the file by the web app) decide the kind, so the file is read only
// up to that kind's limit; the whole body is capped at the largest limit.
func (h imageHandlers) uploadImage(w http.ResponseWriter, r *http.Request) {
	u, err := caller(r.Context())
	if err != nil || u == nil {
		writeError(w, r, h.log, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession))
		return
	}
	if h.images == nil {
		writeError(w, r, h.log, errors.New("images: no service wired"))
		return
	}
	if !h.uploads.allow(u.ID) {
		writeProblem(w, r, &Problem{Status: http.StatusTooManyRequests, Code: string(bookstore.CodeRateLimited), Message: bookstore.MsgTooManyRequests})
		return
	}
	// The kind may be named in the query too, so a too-large body is refused
	// from its declared length alone; otherwise the largest limit applies here.
	limit := int64(bookstore.MaxUploadBytes)
	if q := r.URL.Query().Get("imageType"); q != "" {
		if k, ok := bookstore.ParseImageKind(q); ok {
			limit = k.Spec().MaxBytes()
		}
	}
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" || params["boundary"] == "" {
		writeProblem(w, r, &Problem{Status: http.StatusUnsupportedMediaType, Code: codeUnsupported, Message: bookstore.MsgUploadMalformed})
		return
	}
	if r.ContentLength > limit+multipartOverhead {
		h.tooLarge(w, r, limit)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, bookstore.MaxUploadBytes+multipartOverhead)
	form, err := readUploadForm(r, limit)
	if err != nil {
		var tl *fileTooLarge
		var mbe *http.MaxBytesError
		switch {
		case errors.As(err, &tl):
			h.tooLarge(w, r, tl.limit)
		case errors.As(err, &mbe):
			h.tooLarge(w, r, limit)
		default:
			writeProblem(w, r, &Problem{Status: http.StatusBadRequest, Code: string(bookstore.CodeInvalid), Message: bookstore.MsgUploadMalformed})
		}
		return
	}
	kind, ok := bookstore.ParseImageKind(form.fields["imageType"])
	if !ok {
		writeError(w, r, h.log, bookstore.Invalid(bookstore.FieldError{Field: "imageType", Message: bookstore.MsgImageKindInvalid}))
		return
	}
	if form.file == nil {
		writeError(w, r, h.log, bookstore.Invalid(bookstore.FieldError{Field: "file", Message: bookstore.MsgImageFileMissing}))
		return
	}
	if int64(len(form.file)) > kind.Spec().MaxBytes() {
		h.tooLarge(w, r, kind.Spec().MaxBytes())
		return
	}
	res, err := h.images.Upload(r.Context(), images.Upload{User: u, Kind: kind, RefTable: form.fields["referenceTable"],
		RefID: form.fields["referenceId"], RequiresApproval: form.fields["requiresApproval"] == "true", Data: form.file})
	if err != nil {
		writeError(w, r, h.log, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	writeJSON(w, UploadResponse{Success: true, ImageURL: res.ImageURL, ThumbnailURL: res.ThumbURL, Pending: res.Pending,
		PendingID: res.PendingID, Width: res.Width, Height: res.Height, Message: res.Message})
}

func (h imageHandlers) tooLarge(w http.ResponseWriter, r *http.Request, limit int64) {
	w.Header().Set("Connection", "close")
	writeProblem(w, r, &Problem{Status: http.StatusRequestEntityTooLarge, Code: codeTooLarge, Message: bookstore.FileTooLarge(int(limit >> 20)).Message})
}

type uploadForm struct {
	fields map[string]string
	file   []byte
}

type fileTooLarge struct{ limit int64 }

func (e *fileTooLarge) Error() string { return "file too large" }

var knownFields = map[string]bool{"imageType": true, "referenceTable": true, "referenceId": true, "requiresApproval": true, "bucket": true}

// readUploadForm reads the parts in order. The file is read up to the
// limit of the kind named so far (or the largest limit) plus one byte.
func readUploadForm(r *http.Request, limit int64) (*uploadForm, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, err
	}
	f := &uploadForm{fields: map[string]string{}}
	for i := 0; ; i++ {
		if i >= maxParts {
			return nil, errors.New("too many parts")
		}
		p, err := mr.NextPart()
		if err == io.EOF {
			return f, nil
		}
		if err != nil {
			return nil, err
		}
		name := p.FormName()
		switch {
		case name == "file":
			if f.file != nil {
				return nil, errors.New("two files")
			}
			if k, ok := bookstore.ParseImageKind(f.fields["imageType"]); ok && f.fields["imageType"] != "" {
				limit = k.Spec().MaxBytes()
			}
			data, err := io.ReadAll(io.LimitReader(p, limit+1))
			if err != nil {
				return nil, err
			}
			if int64(len(data)) > limit {
				return nil, &fileTooLarge{limit}
			}
			f.file = data
		case knownFields[name]:
			v, err := io.ReadAll(io.LimitReader(p, maxFieldBytes+1))
			if err != nil {
				return nil, err
			}
			if len(v) > maxFieldBytes {
				return nil, errors.New("field too long")
			}
			f.fields[name] = strings.TrimSpace(string(v))
		default:
			if _, err := io.Copy(io.Discard, io.LimitReader(p, maxFieldBytes)); err != nil {
				return nil, err
			}
		}
		_ = p.Close() // a part: closing only skips what is left of it
	}
}

// Admin: storage and approvals.

type StorageStatusResponse struct {
	Backend   string    `json:"backend" enum:"disk,s3" doc:"disk: the data directory; s3: an S3-compatible store"`
	Endpoint  string    `json:"endpoint"`
	Bucket    string    `json:"bucket"`
	UseSSL    bool      `json:"useSsl"`
	Connected bool      `json:"connected"`
	Message   string    `json:"message"`
	CheckedAt time.Time `json:"checkedAt"`
}

type storageStatusOutput struct{ Body StorageStatusResponse }

func (h imageHandlers) checkStorage(ctx context.Context) StorageStatusResponse {
	out := StorageStatusResponse{CheckedAt: time.Now().UTC()}
	st, err := h.images.CheckStorage(ctx)
	if errors.Is(err, images.ErrNoStorageStatus) {
		out.Message = bookstore.MsgStorageFailed
		return out
	}
	out.Backend, out.Endpoint, out.Bucket, out.UseSSL = st.Backend, st.Endpoint, st.Bucket, st.UseSSL
	if err != nil {
		h.log.WarnContext(ctx, "storage check failed", "backend", st.Backend, "err", err)
		out.Message = bookstore.MsgStorageFailed
		return out
	}
	out.Connected, out.Message = true, bookstore.MsgStorageOK
	return out
}

func (h imageHandlers) storageStatus(ctx context.Context, _ *struct{}) (*storageStatusOutput, error) {
	return &storageStatusOutput{Body: h.checkStorage(ctx)}, nil
}

// StorageTestResponse is the storage connection test's answer.
type StorageTestResponse struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
	// Backend says which store was tested, so the toast can name it.
	Backend string `json:"backend" enum:"disk,s3,"`
}

type storageTestOutput struct{ Body StorageTestResponse }

func (h imageHandlers) testStorage(ctx context.Context, _ *struct{}) (*storageTestOutput, error) {
	st := h.checkStorage(ctx)
	return &storageTestOutput{Body: StorageTestResponse{Success: st.Connected, Message: st.Message, Backend: st.Backend}}, nil
}

type PendingImage struct {
	ID             string    `json:"id"`
	ImageURL       string    `json:"imageUrl"`
	ThumbnailURL   string    `json:"thumbnailUrl"`
	ImageType      string    `json:"imageType"`
	ReferenceTable string    `json:"referenceTable"`
	ReferenceID    string    `json:"referenceId"`
	UploadedBy     string    `json:"uploadedBy"`
	UploaderName   string    `json:"uploaderName" doc:"the uploader's full name (empty when the account is gone)"`
	RecordName     string    `json:"recordName" doc:"the book's or event's title, the author's or member's name the image is for (empty without a record)"`
	IsApproved     bool      `json:"isApproved"`
	CreatedAt      time.Time `json:"createdAt"`
}

func pendingImage(p *bookstore.PendingImage) PendingImage {
	return PendingImage{ID: p.ID, ImageURL: p.ImageURL, ThumbnailURL: images.ThumbURL(p.ImageURL), ImageType: string(p.Kind),
		ReferenceTable: p.RefTable, ReferenceID: p.RefID, UploadedBy: p.UploadedBy, UploaderName: p.UploaderName, RecordName: p.RecordName,
		IsApproved: p.Approved, CreatedAt: p.CreatedAt}
}

type PendingImageList struct {
	Items []PendingImage `json:"items"`
}

type pendingImagesOutput struct{ Body PendingImageList }

func (h imageHandlers) pendingImages(ctx context.Context, _ *struct{}) (*pendingImagesOutput, error) {
	list, err := h.images.Pending(ctx)
	if err != nil {
		return nil, err
	}
	out := &pendingImagesOutput{Body: PendingImageList{Items: make([]PendingImage, len(list))}}
	for i := range list {
		out.Body.Items[i] = pendingImage(&list[i])
	}
	return out, nil
}

type ImageDecision struct {
	Image   PendingImage `json:"image"`
	Message string       `json:"message"`
}

type imageDecisionOutput struct{ Body ImageDecision }

type imageIDInput struct {
	ID string `path:"id" maxLength:"64"`
}

func (h imageHandlers) approveImage(ctx context.Context, in *imageIDInput) (*imageDecisionOutput, error) {
	return h.decide(ctx, in.ID, h.images.Approve, bookstore.MsgImageApproved)
}

func (h imageHandlers) rejectImage(ctx context.Context, in *imageIDInput) (*imageDecisionOutput, error) {
	return h.decide(ctx, in.ID, h.images.Reject, bookstore.MsgImageRejected)
}

func (h imageHandlers) decide(ctx context.Context, id string, act func(context.Context, string, string) (*bookstore.PendingImage, error), msg string) (*imageDecisionOutput, error) {
	admin, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	p, err := act(ctx, admin, id)
	if err != nil {
		return nil, err
	}
	return &imageDecisionOutput{Body: ImageDecision{Image: pendingImage(p), Message: msg}}, nil
}
