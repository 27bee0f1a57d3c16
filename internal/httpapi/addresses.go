package httpapi

import (
	"context"
	"strconv"

	"bookstore/internal/addresses"
	"bookstore/internal/bookstore"
)

// The member's address book (/api/me/addresses) and the official il/ilçe
// list its forms choose from (/api/locations, public and cacheable: it
// changes only with a release of the binary).

// addressHandlers are the address book's routes; they ask its service only.
type addressHandlers struct{ svc *addresses.Service }

type AddressView struct {
	ID           string `json:"id"`
	Label        string `json:"label"`
	Recipient    string `json:"recipient"`
	Phone        string `json:"phone"`
	ProvinceID   int    `json:"provinceId" doc:"plate code 1–81; 0 on an address to complete"`
	Province     string `json:"province"`
	DistrictID   int    `json:"districtId" doc:"0 on an address to complete"`
	District     string `json:"district"`
	Neighborhood string `json:"neighborhood"`
	Line         string `json:"line"`
	PostalCode   string `json:"postalCode"`
	// NeedsCompletion: migrated from the former free-text address, it lacks
	// its il and ilçe; checkout refuses it until the member edits it.
	NeedsCompletion bool   `json:"needsCompletion"`
	DefaultDelivery bool   `json:"defaultDelivery"`
	DefaultBilling  bool   `json:"defaultBilling"`
	Formatted       string `json:"formatted" doc:"the address as one text (lines separated by newlines)"`
}

func addressView(a *bookstore.Address) AddressView {
	return AddressView{ID: a.ID, Label: a.Label, Recipient: a.Recipient, Phone: a.Phone, ProvinceID: a.ProvinceID,
		Province: a.Province, DistrictID: a.DistrictID, District: a.District, Neighborhood: a.Neighborhood, Line: a.Line,
		PostalCode: a.PostalCode, NeedsCompletion: a.NeedsCompletion(), DefaultDelivery: a.DefaultDelivery,
		DefaultBilling: a.DefaultBilling, Formatted: a.Formatted()}
}

type AddressList struct {
	Items []AddressView `json:"items"`
}

type addressListOutput struct{ Body AddressList }

type addressOutput struct{ Body AddressView }

type AddressRequest struct {
	Label        string `json:"label" maxLength:"40"`
	Recipient    string `json:"recipient" maxLength:"200"`
	Phone        string `json:"phone" maxLength:"40"`
	ProvinceID   int    `json:"provinceId" minimum:"0" maximum:"1000"`
	DistrictID   int    `json:"districtId" minimum:"0" maximum:"100000"`
	Neighborhood string `json:"neighborhood" required:"false" maxLength:"100"`
	Line         string `json:"line" maxLength:"300"`
	PostalCode   string `json:"postalCode" required:"false" maxLength:"5"`
}

func (r *AddressRequest) input() bookstore.AddressInput {
	return bookstore.AddressInput{Label: r.Label, Recipient: r.Recipient, Phone: r.Phone, ProvinceID: r.ProvinceID,
		DistrictID: r.DistrictID, Neighborhood: r.Neighborhood, Line: r.Line, PostalCode: r.PostalCode}
}

type addressInput struct{ Body AddressRequest }

type addressIDInput struct {
	ID string `path:"id" maxLength:"64"`
}

type addressUpdateInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body AddressRequest
}

type DefaultRequest struct {
	Kind string `json:"kind" enum:"delivery,billing" doc:"which default the address becomes"`
}

type addressDefaultInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body DefaultRequest
}

func (h addressHandlers) list(ctx context.Context, _ *struct{}) (*addressListOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	book, err := h.svc.List(ctx, uid)
	if err != nil {
		return nil, err
	}
	out := &addressListOutput{Body: AddressList{Items: make([]AddressView, len(book))}}
	for i := range book {
		out.Body.Items[i] = addressView(&book[i])
	}
	return out, nil
}

func (h addressHandlers) create(ctx context.Context, in *addressInput) (*addressOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	a, err := h.svc.Create(ctx, uid, in.Body.input())
	if err != nil {
		return nil, err
	}
	return &addressOutput{Body: addressView(a)}, nil
}

func (h addressHandlers) update(ctx context.Context, in *addressUpdateInput) (*addressOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	a, err := h.svc.Update(ctx, uid, in.ID, in.Body.input())
	if err != nil {
		return nil, err
	}
	return &addressOutput{Body: addressView(a)}, nil
}

func (h addressHandlers) remove(ctx context.Context, in *addressIDInput) (*struct{}, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return nil, h.svc.Delete(ctx, uid, in.ID)
}

func (h addressHandlers) setDefault(ctx context.Context, in *addressDefaultInput) (*struct{}, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return nil, h.svc.SetDefault(ctx, uid, in.ID, bookstore.AddressKind(in.Body.Kind))
}

// Locations: the official list, the same for everyone, cacheable for a day.

const locationsCache = "public, max-age=86400"

type ProvinceView struct {
	ID   int    `json:"id" doc:"plate code"`
	Name string `json:"name"`
}

type DistrictView struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

type provincesOutput struct {
	CacheControl string `header:"Cache-Control"`
	Body         struct {
		Items []ProvinceView `json:"items"`
	}
}

type districtsOutput struct {
	CacheControl string `header:"Cache-Control"`
	Body         struct {
		Items []DistrictView `json:"items"`
	}
}

type provinceIDInput struct {
	ID string `path:"id" maxLength:"3"`
}

func listProvinces(_ context.Context, _ *struct{}) (*provincesOutput, error) {
	out := &provincesOutput{CacheControl: locationsCache}
	for _, p := range bookstore.Provinces() {
		out.Body.Items = append(out.Body.Items, ProvinceView{ID: p.ID, Name: p.Name})
	}
	return out, nil
}

func listDistricts(_ context.Context, in *provinceIDInput) (*districtsOutput, error) {
	id, err := strconv.Atoi(in.ID)
	p, ok := bookstore.ProvinceByID(id)
	if err != nil || !ok {
		return nil, notFound(bookstore.MsgProvinceNotFound)
	}
	out := &districtsOutput{CacheControl: locationsCache}
	for _, d := range p.Districts {
		out.Body.Items = append(out.Body.Items, DistrictView{ID: d.ID, Name: d.Name})
	}
	return out, nil
}
