// Package einvoice is the shop's e-invoice integrator: a client of
// Nilvera's REST API implementing bookstore.InvoiceProvider, and a
// simulator of that API for development and tests (mounted in the shop, or
// its own process: bookstore einvoice-sim).
//
// Where the shapes below come from. Nilvera's API reference is not public
// without an account; the paths and JSON are those used by the official
// Odoo modules (l10n_tr_nilvera, l10n_tr_nilvera_einvoice: the client, its
// mocked-request tests and its error-code table) and two community SDKs.
// What only one community source shows is marked UNVERIFIED next to it;
// check those against apitest.nilvera.com with a test account before going
// live. The simulator speaks exactly these shapes, so a difference found
// there is fixed in this file and both sides follow.
//
// Files: nilvera.go (this: paths, wire shapes, codes), client.go (the
// adapter), simulator*.go (the simulator, its API, faults and PDF).
package einvoice

import (
	"regexp"
	"strconv"
	"strings"
)

// Paths of the API, relative to the base URL (https://api.nilvera.com,
// https://apitest.nilvera.com). The e-Arşiv resource is "Invoices", the
// e-Fatura one "Sale" (Odoo's tests fetch both).
const (
	pathEArchiveSend = "/earchive/Send/Xml"
	pathEInvoiceSend = "/einvoice/Send/Xml" // ?Alias=<the buyer's inbox>
	pathTaxpayer     = "/general/GlobalCompany/Check/TaxNumber/"
	pathEArchiveDoc  = "/earchive/Invoices/"
	pathEInvoiceDoc  = "/einvoice/Sale/"
	// suffixStatus and suffixPDF follow a document path and the ETTN.
	suffixStatus = "/Status"
	suffixPDF    = "/pdf"
	// suffixCancel: PUT /earchive/Invoices/{uuid}/Cancel. UNVERIFIED: one
	// community SDK (done6666/nilvera-sdk-php) uses this; other community
	// code posts a JSON list of ETTNs to /earchive/Invoices/Cancel.
	suffixCancel = "/Cancel"
	// multipartField is the form field of the UBL-TR file (Odoo's send).
	multipartField = "file"
)

// Nilvera's error codes the adapter acts on (Odoo's table of them).
const (
	codeETTNExists     = 1001 // the UUID (ETTN) is already registered
	codeInvoiceExists  = 1004 // this e-invoice was added before
	codeNumberUsed     = 1005 // the invoice number (series) was used before
	codeRecordFailed   = 2004 // record generation unsuccessful
	codeSchema         = 2015 // schema/schematron error
	codeBuyerIsEFatura = 2025 // the buyer is an e-Fatura taxpayer: no e-Arşiv
	codeAliasNotInUse  = 2052 // the buyer's alias is not in use
	codeScenario       = 2060 // the scenario must be e-Arşiv
	codeNotFound       = 3030 // (simulator) no such document
)

// apiError is the body of every 4xx answer:
// {"Message": "HATALI ISTEK", "Errors": [{"Code": 2000, "Description": …, "Detail": …}]}.
type apiError struct {
	Message string       `json:"Message"`
	Errors  []apiProblem `json:"Errors"`
}

type apiProblem struct {
	Code        int    `json:"Code"`
	Description string `json:"Description"`
	Detail      string `json:"Detail"`
}

// reason is the answer as one line for the admin: each problem's code,
// description and detail.
func (e apiError) reason() string {
	var parts []string
	for _, p := range e.Errors {
		s := strings.TrimSpace(p.Description)
		if d := strings.TrimSpace(p.Detail); d != "" && d != s {
			s = strings.TrimSpace(s + ": " + d)
		}
		if p.Code != 0 {
			s = strings.TrimSpace(strconv.Itoa(p.Code) + " " + s)
		}
		if s != "" {
			parts = append(parts, s)
		}
	}
	if len(parts) == 0 {
		return strings.TrimSpace(e.Message)
	}
	return strings.Join(parts, "; ")
}

func (e apiError) has(codes ...int) bool {
	for _, p := range e.Errors {
		for _, c := range codes {
			if p.Code == c {
				return true
			}
		}
	}
	return false
}

// sendAnswer is a send's 200 answer. InvoiceNumber may be empty (Odoo's
// mock): the number is the XML's.
type sendAnswer struct {
	UUID          string `json:"UUID"`
	InvoiceNumber string `json:"InvoiceNumber"`
}

// taxpayerEntry is one alias in the registry answer, a JSON list; an empty
// list means the tax id is not an e-Fatura taxpayer. A company may have
// several aliases, and aliases of other documents (e-İrsaliye) may be
// listed too: DocumentType "Invoice" marks the invoice inboxes.
type taxpayerEntry struct {
	DocumentType string `json:"DocumentType"`
	Name         string `json:"Name"` // the alias, urn:mail:…
	TaxNumber    string `json:"TaxNumber"`
	Title        string `json:"Title"`
	Type         string `json:"Type"`
}

// statusAnswer is a document's status. Odoo reads either shape for both
// channels: {"InvoiceStatus": {"Code", "Description", "DetailDescription"}}
// (e-Fatura) or {"StatusCode", "StatusDetail", "ReportStatus"} (e-Arşiv).
// InvoiceNumber in it is UNVERIFIED (read when present).
type statusAnswer struct {
	InvoiceStatus *struct {
		Code              string `json:"Code"`
		Description       string `json:"Description"`
		DetailDescription string `json:"DetailDescription"`
	} `json:"InvoiceStatus,omitempty"`
	StatusCode    string `json:"StatusCode,omitempty"`
	StatusDetail  string `json:"StatusDetail,omitempty"`
	ReportStatus  string `json:"ReportStatus,omitempty"`
	UUID          string `json:"UUID,omitempty"`
	InvoiceNumber string `json:"InvoiceNumber,omitempty"`
}

// Status codes of a sent document (Odoo's selection: waiting, sent,
// succeed, error, unknown). The cancelled code is UNVERIFIED: the client
// takes any code naming a cancellation (cancel, iptal) as one.
const (
	statusWaiting  = "waiting"
	statusSent     = "sent"
	statusSucceed  = "succeed"
	statusError    = "error"
	statusUnknown  = "unknown"
	statusCanceled = "canceled"
)

// invoiceNumberRe is the 16-character number: a 3-character series, the
// year and a 9-digit sequence.
var invoiceNumberRe = regexp.MustCompile(`^[A-Z0-9]{3}[0-9]{13}$`)

// uuidRe is an ETTN.
var uuidRe = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
