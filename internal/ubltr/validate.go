package ubltr

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"bookstore/internal/bookstore"
)

// Validate checks an Invoice document as GİB would before it is sent:
// against the UBL 2.1 schema (xsd.go), then against the part of GİB's
// UBL-TR schematron the shop's documents depend on, written here in Go:
//
//   - UBLVersionID is 2.1 and CustomizationID TR1.2 (or TR1.2.1);
//   - ProfileID is one of GİB's profiles;
//   - ID is the 16-character number (3 letters or digits, 20YY, 9 digits);
//   - CopyIndicator is false and UUID (the ETTN) a UUID;
//   - the currency is TRY (the shop invoices nothing else) and every tax
//     type code is of GİB's list;
//   - InvoiceTypeCode is of GİB's list, and ISTISNA (or a return or
//     export type) when a subtotal carries a full exemption code;
//   - exactly one cac:Signature, its ID a VKN or TCKN (schemeID VKN_TCKN)
//     and its signatory identified by one;
//   - each party has exactly one VKN or TCKN, of 10 or 11 digits by its
//     schemeID; a VKN party has a PartyName, a TCKN party a Person with a
//     first and a family name;
//   - an EARSIVFATURA carries its send type (AdditionalDocumentReference
//     with DocumentTypeCode SEND_TYPE, ELEKTRONIK or KAGIT);
//   - a KDV (0015) subtotal with no tax names its exemption reason, and an
//     exemption code is of GİB's list;
//   - the totals hold together to the kuruş: the lines' amounts sum to the
//     tax-exclusive amount, list amount − allowances = tax-exclusive,
//     tax-exclusive + KDV = tax-inclusive = payable, the KDV total is the
//     sum of its subtotals and of the lines' KDV, each line's amount is its
//     price × quantity − its allowance, LineCountNumeric counts the lines,
//     and totals have at most two decimals.
//
// The error names every broken rule it found, in Turkish.
func Validate(doc []byte) error {
	root, err := readTree(doc)
	if err != nil {
		return fmt.Errorf("fatura XML olarak okunamadı: %w", err)
	}
	var problems []string
	if err := validateXSD(doc); err != nil {
		problems = append(problems, err.Error())
	}
	problems = append(problems, checkRules(root)...)
	if len(problems) > 0 {
		return errors.New("UBL-TR doğrulaması başarısız: " + strings.Join(problems, "; "))
	}
	return nil
}

var (
	reInvoiceID = regexp.MustCompile(`^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$`)
	reUUID      = regexp.MustCompile(`^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$`)
	reTotal     = regexp.MustCompile(`^-?[0-9]{1,15}(\.[0-9]{1,2})?$`)
	reDecimal   = regexp.MustCompile(`^-?[0-9]{1,15}(\.[0-9]+)?$`)
)

const (
	profiles     = ",TICARIFATURA,TEMELFATURA,YOLCUBERABERFATURA,IHRACAT,OZELFATURA,KAMU,HKS,ENERJI,ILAC_TIBBICIHAZ,EARSIVFATURA,"
	invoiceTypes = ",SATIS,IADE,TEVKIFAT,TEVKIFATIADE,ISTISNA,OZELMATRAH,IHRACKAYITLI,SGK,KOMISYONCU,HKSSATIS,HKSKOMISYONCU,KONAKLAMAVERGISI,SARJ,SARJANLIK,"
	taxTypes     = ",0003,0015,0061,0071,0073,0074,0075,0076,0077,1047,1048,4080,4081,9015,9021,9077,8001,8002,8004,8005,8006,8007,8008,9040,0011,4071,4171,0021,0022,9944,0059,"
	// exemptionCodes adds to the full exemptions the partial one (351) and
	// the special-base and export codes.
	exemptionCodes = bookstore.IstisnaCodes + "151,351,701,702,703,704,801,802,803,804,805,806,807,808,809,810,811,812,"
)

func checkRules(r *node) []string {
	var p []string
	bad := func(format string, a ...any) { p = append(p, fmt.Sprintf(format, a...)) }
	if r.name != "Invoice" {
		bad("kök eleman Invoice değil: %s", r.name)
		return p
	}
	if v := r.val("cbc:UBLVersionID"); v != "2.1" {
		bad("UBLVersionID 2.1 olmalı, %q", v)
	}
	if v := r.val("cbc:CustomizationID"); v != "TR1.2" && v != "TR1.2.1" {
		bad("CustomizationID TR1.2 olmalı, %q", v)
	}
	profile := r.val("cbc:ProfileID")
	if !inList(profiles, profile) {
		bad("geçersiz ProfileID %q", profile)
	}
	if v := r.val("cbc:ID"); !reInvoiceID.MatchString(v) {
		bad("fatura numarası (ID) 'ABC2026000000001' biçiminde olmalı, %q", v)
	}
	if v := r.val("cbc:CopyIndicator"); v != "false" {
		bad("CopyIndicator false olmalı, %q", v)
	}
	if v := r.val("cbc:UUID"); !reUUID.MatchString(v) {
		bad("ETTN (UUID) UUID biçiminde olmalı, %q", v)
	}
	typ := r.val("cbc:InvoiceTypeCode")
	if !inList(invoiceTypes, typ) {
		bad("geçersiz InvoiceTypeCode %q", typ)
	}
	if v := r.val("cbc:DocumentCurrencyCode"); v != "TRY" {
		bad("para birimi TRY olmalı, %q", v)
	}
	for _, c := range r.all("cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode") {
		if !inList(taxTypes, c.val(".")) {
			bad("geçersiz vergi tipi kodu %q", c.val("."))
		}
	}
	for _, c := range r.all("cac:InvoiceLine/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode") {
		if !inList(taxTypes, c.val(".")) {
			bad("satırda geçersiz vergi tipi kodu %q", c.val("."))
		}
	}
	checkSignature(r, bad)
	for _, side := range []string{"cac:AccountingSupplierParty", "cac:AccountingCustomerParty"} {
		checkParty(side, r.one(side+"/cac:Party"), bad)
	}
	if profile == "EARSIVFATURA" {
		found := false
		for _, d := range r.all("cac:AdditionalDocumentReference") {
			if d.val("cbc:DocumentTypeCode") == sendTypeCode && (d.val("cbc:ID") == "ELEKTRONIK" || d.val("cbc:ID") == "KAGIT") {
				found = true
			}
		}
		if !found {
			bad("e-Arşiv faturasında gönderim şekli (SEND_TYPE) yok")
		}
	}
	for _, st := range r.all("cac:TaxTotal/cac:TaxSubtotal") {
		code := st.val("cac:TaxCategory/cbc:TaxExemptionReasonCode")
		zero, _ := kurus(st.val("cbc:TaxAmount"))
		if zero == 0 && st.val("cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode") == "0015" && st.val("cac:TaxCategory/cbc:TaxExemptionReason") == "" {
			bad("KDV'si 0 olan vergi dökümünde istisna sebebi (TaxExemptionReason) yok")
		}
		if code != "" && !inList(exemptionCodes, code) {
			bad("geçersiz istisna kodu %q", code)
		}
		if bookstore.IsIstisna(code) && typ != "ISTISNA" && typ != "IADE" && typ != "IHRACKAYITLI" && typ != "SGK" {
			bad("istisna kodu %s için fatura tipi ISTISNA olmalı, %q", code, typ)
		}
	}
	p = append(p, checkTotals(r)...)
	return p
}

func checkSignature(r *node, bad func(string, ...any)) {
	sigs := r.all("cac:Signature")
	if len(sigs) != 1 {
		bad("tek bir cac:Signature olmalı, %d var", len(sigs))
		return
	}
	id := sigs[0].one("cbc:ID")
	if id.attr("schemeID") != "VKN_TCKN" || (len(id.val(".")) != 10 && len(id.val(".")) != 11) {
		bad("cac:Signature kimliği schemeID VKN_TCKN ile 10 veya 11 haneli olmalı")
	}
	ok := false
	for _, pid := range sigs[0].all("cac:SignatoryParty/cac:PartyIdentification/cbc:ID") {
		ok = ok || pid.attr("schemeID") == "VKN" || pid.attr("schemeID") == "TCKN"
	}
	if !ok {
		bad("imzalayan taraf VKN veya TCKN ile tanımlanmalı")
	}
}

func checkParty(side string, party *node, bad func(string, ...any)) {
	who := map[string]string{"cac:AccountingSupplierParty": "satıcı", "cac:AccountingCustomerParty": "alıcı"}[side]
	if party == nil {
		bad("%s tarafı yok", who)
		return
	}
	var vkn, tckn []string
	for _, id := range party.all("cac:PartyIdentification/cbc:ID") {
		switch id.attr("schemeID") {
		case "VKN":
			vkn = append(vkn, id.val("."))
		case "TCKN":
			tckn = append(tckn, id.val("."))
		}
	}
	switch {
	case len(vkn)+len(tckn) != 1:
		bad("%s tarafında tek bir VKN veya TCKN olmalı", who)
	case len(vkn) == 1 && (len(vkn[0]) != 10 || !digits(vkn[0])):
		bad("%s VKN'si 10 haneli olmalı, %q", who, vkn[0])
	case len(tckn) == 1 && (len(tckn[0]) != 11 || !digits(tckn[0])):
		bad("%s TCKN'si 11 haneli olmalı, %q", who, tckn[0])
	case len(vkn) == 1 && party.val("cac:PartyName/cbc:Name") == "":
		bad("VKN ile tanımlanan %s tarafının unvanı (PartyName) yok", who)
	case len(tckn) == 1 && (party.val("cac:Person/cbc:FirstName") == "" || party.val("cac:Person/cbc:FamilyName") == ""):
		bad("TCKN ile tanımlanan %s tarafının adı ve soyadı (Person) yok", who)
	}
}

func checkTotals(r *node) []string {
	var p []string
	bad := func(format string, a ...any) { p = append(p, fmt.Sprintf(format, a...)) }
	total := func(path string) int64 {
		v := r.val(path)
		k, err := kurus(v)
		if err != nil || !reTotal.MatchString(v) {
			bad("%s en fazla iki ondalıklı bir tutar olmalı, %q", path, v)
		}
		return k
	}
	const lmt = "cac:LegalMonetaryTotal/"
	lineExt, taxExcl, taxIncl := total(lmt+"cbc:LineExtensionAmount"), total(lmt+"cbc:TaxExclusiveAmount"), total(lmt+"cbc:TaxInclusiveAmount")
	payable, tax := total(lmt+"cbc:PayableAmount"), total("cac:TaxTotal/cbc:TaxAmount")
	var allowance int64
	if r.one(lmt+"cbc:AllowanceTotalAmount") != nil {
		allowance = total(lmt + "cbc:AllowanceTotalAmount")
	}
	if len(p) > 0 {
		return p
	}
	lines := r.all("cac:InvoiceLine")
	if n, _ := strconv.Atoi(r.val("cbc:LineCountNumeric")); n != len(lines) {
		bad("LineCountNumeric %d, satır sayısı %d", n, len(lines))
	}
	var sumLines, sumLineTax, sumSub int64
	for i, l := range lines {
		ext, e1 := kurus(l.val("cbc:LineExtensionAmount"))
		lt, e2 := kurus(l.val("cac:TaxTotal/cbc:TaxAmount"))
		if e1 != nil || e2 != nil {
			bad("%d. satırın tutarı okunamadı", i+1)
			continue
		}
		sumLines += ext
		sumLineTax += lt
		q := l.one("cbc:InvoicedQuantity")
		if q.attr("unitCode") == "" {
			bad("%d. satırın miktarında birim (unitCode) yok", i+1)
		}
		qty, err1 := strconv.ParseFloat(q.val("."), 64)
		price, err2 := strconv.ParseFloat(l.val("cac:Price/cbc:PriceAmount"), 64)
		var lineAllowance int64
		for _, ac := range l.all("cac:AllowanceCharge") {
			a, _ := kurus(ac.val("cbc:Amount"))
			if ac.val("cbc:ChargeIndicator") == "true" {
				a = -a
			}
			lineAllowance += a
		}
		if err1 != nil || err2 != nil || abs(int64(qty*price*100+0.5)-lineAllowance-ext) > 1 {
			bad("%d. satırda fiyat × miktar − indirim satır tutarını vermiyor", i+1)
		}
	}
	for _, st := range r.all("cac:TaxTotal/cac:TaxSubtotal") {
		t, _ := kurus(st.val("cbc:TaxAmount"))
		sumSub += t
	}
	switch {
	case sumLines != taxExcl:
		bad("satır tutarlarının toplamı %s, vergi hariç tutar %s", amount(sumLines), amount(taxExcl))
	case lineExt-allowance != taxExcl:
		bad("mal hizmet toplamı − iskonto (%s − %s) vergi hariç tutarı (%s) vermiyor", amount(lineExt), amount(allowance), amount(taxExcl))
	case taxExcl+tax != taxIncl:
		bad("vergi hariç tutar + KDV (%s + %s) vergi dahil tutarı (%s) vermiyor", amount(taxExcl), amount(tax), amount(taxIncl))
	case payable != taxIncl:
		bad("ödenecek tutar %s, vergi dahil tutar %s", amount(payable), amount(taxIncl))
	case sumSub != tax || sumLineTax != tax:
		bad("KDV toplamı %s, dökümlerin toplamı %s, satırların toplamı %s", amount(tax), amount(sumSub), amount(sumLineTax))
	}
	return p
}

// kurus reads a decimal amount in lira as kuruş (more than two decimals
// are rounded half up).
func kurus(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if !reDecimal.MatchString(s) {
		return 0, fmt.Errorf("tutar değil: %q", s)
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	frac += "000"
	w, _ := strconv.ParseInt(whole, 10, 64)
	f, _ := strconv.ParseInt(frac[:2], 10, 64)
	k := w*100 + f
	if frac[2] >= '5' {
		k++
	}
	if neg {
		k = -k
	}
	return k, nil
}

func inList(list, v string) bool { return v != "" && strings.Contains(list, ","+v+",") }

func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
