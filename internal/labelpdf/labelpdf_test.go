package labelpdf

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/oned"
)

// The pages are written uncompressed here so that their text can be read:
// fpdf writes a Unicode font's text as UTF-16BE strings.
func init() { compress = false }

func hasText(pdf []byte, s string) bool {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return bytes.Contains(pdf, b)
}

var ordered = time.Date(2026, 11, 28, 21, 30, 0, 0, time.UTC) // 29.11 in İstanbul

var sender = Party{Name: "Kitapçı Yayıncılık A.Ş.", Address: "Caferağa Mah. Moda Cad. No: 12", District: "Kadıköy",
	Province: "İstanbul", Phone: "+90 216 555 00 00"}

func parcels() []Parcel {
	return []Parcel{
		{Carrier: "MNG Kargo", TrackingNumber: "700012345678", Reference: "0A1B2C3D", OrderDate: ordered, Sender: sender,
			Recipient: Party{Name: "Şükrü Ilgın Çağdaş", Address: "Bostanlı Mah. Cemal Gürsel Cad. No: 5 D: 3", District: "Karşıyaka",
				Province: "İzmir", Phone: "+90 532 123 45 67"},
			Grams: 450, Desi: 2, CODAmount: 24500,
			Lines: []Line{{Title: "Kuyucaklı Yusuf", Quantity: 2}, {Title: "İnce Memed — Özel Baskı", Quantity: 1}}},
		{Carrier: "MNG Kargo", TrackingNumber: "MNG-ÇIĞ-1", Reference: "9F8E7D6C", OrderDate: ordered, Sender: sender,
			Recipient: Party{Name: "Ayşe Öztürk", Address: "Kızılay Mah. Atatürk Blv. No: 101", District: "Çankaya", Province: "Ankara"},
			Grams:     1234, Desi: 3, Lines: []Line{{Title: "Kürk Mantolu Madonna", Quantity: 1}}},
	}
}

func TestRenderDrawsALabelAndASlipPerParcel(t *testing.T) {
	ps := parcels()
	ps[1].TrackingNumber = "ABC123456789XYZ" // Code128 B and C sets both
	var b bytes.Buffer
	if err := Render(&b, ps); err != nil {
		t.Fatal(err)
	}
	pdf := b.Bytes()
	if dir := os.Getenv("LABELPDF_OUT"); dir != "" { // for looking at them
		_ = os.WriteFile(dir+"/labels.pdf", pdf, 0o644)
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-1.")) {
		t.Fatal("not a PDF")
	}
	if n := bytes.Count(pdf, []byte("/Type /Page\n")); n != 2*len(ps) {
		t.Errorf("%d pages, want %d", n, 2*len(ps))
	}
	// A6 in points: 105 × 148 mm.
	if !bytes.Contains(pdf, []byte("/MediaBox [0 0 297.64 419.53]")) || bytes.Contains(pdf, []byte("/MediaBox [0 0 595")) {
		t.Error("the pages are not A6")
	}
	for _, w := range []string{"MNG Kargo", "Şükrü Ilgın Çağdaş", "KARŞIYAKA / İZMİR", "ÇANKAYA / ANKARA", "Bostanlı Mah. Cemal Gürsel Cad. No: 5 D: 3",
		"Tel: +90 532 123 45 67", "Kitapçı Yayıncılık A.Ş.", "0,45 kg", "1,23 kg", "KAPIDA ÖDEME: 245,00 ₺", "29.11.2026", "0A1B2C3D",
		SlipTitle, "Kuyucaklı Yusuf", "İnce Memed — Özel Baskı", "Kürk Mantolu Madonna", "3 adet", "700012345678"} {
		if !hasText(pdf, w) {
			t.Errorf("no %q on the pages", w)
		}
	}
	if hasText(pdf, "KAPIDA ÖDEME: 0,00 ₺") || bytes.Count(pdf, utf16be(codPrefix)) != 1 {
		t.Error("a prepaid parcel carries a cash-on-delivery line")
	}
	// fpdf writes the image objects in no set order: each parcel's barcode
	// is there, whichever comes first.
	got := barcodes(t, pdf)
	slices.Sort(got)
	want := []string{"700012345678", "ABC123456789XYZ"}
	if len(got) != len(want) {
		t.Fatalf("barcodes %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("barcode %d reads %q, want %q", i, got[i], want[i])
		}
	}
}

func TestRenderRefusesWhatCannotBePrinted(t *testing.T) {
	if err := Render(&bytes.Buffer{}, nil); err == nil {
		t.Error("an empty batch was drawn")
	}
	ps := parcels() // "MNG-ÇIĞ-1" is not Code128
	if err := Render(&bytes.Buffer{}, ps[1:]); err == nil {
		t.Error("a tracking number Code128 cannot carry was drawn")
	}
}

// A long order's slip continues on a further page; the label stays one.
func TestLongSlipContinues(t *testing.T) {
	ps := parcels()[:1]
	for i := 0; i < 40; i++ {
		ps[0].Lines = append(ps[0].Lines, Line{Title: "Çalıkuşu " + strconv.Itoa(i), Quantity: 1})
	}
	var b bytes.Buffer
	if err := Render(&b, ps); err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(b.Bytes(), []byte("/Type /Page\n")); n < 3 {
		t.Errorf("%d pages", n)
	}
	if !hasText(b.Bytes(), "Çalıkuşu 39") || !hasText(b.Bytes(), "43 adet") {
		t.Error("the last line or the total is missing")
	}
}

func utf16be(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return b
}

var imageObj = regexp.MustCompile(`(?s)/Subtype /Image\n/Width (\d+)\n/Height (\d+)\n.*?/Length (\d+)>>\nstream\n`)

// barcodes reads every barcode image of the PDF in page order as a
// scanner would: the image is taken out of the file, decoded and handed
// to a Code128 reader.
func barcodes(t *testing.T, pdf []byte) []string {
	t.Helper()
	var out []string
	for _, m := range imageObj.FindAllSubmatchIndex(pdf, -1) {
		w, _ := strconv.Atoi(string(pdf[m[2]:m[3]]))
		h, _ := strconv.Atoi(string(pdf[m[4]:m[5]]))
		n, _ := strconv.Atoi(string(pdf[m[6]:m[7]]))
		img := pngOf(t, w, h, pdf[m[1]:m[1]+n])
		bmp, err := gozxing.NewBinaryBitmapFromImage(img)
		if err != nil {
			t.Fatal(err)
		}
		res, err := oned.NewCode128Reader().Decode(bmp, nil)
		if err != nil {
			t.Fatalf("barcode %d does not scan: %v", len(out), err)
		}
		out = append(out, res.GetText())
	}
	return out
}

// pngOf rebuilds the PNG fpdf embedded: its stream is the file's IDAT
// data (8-bit grey, PNG row filters) as it was.
func pngOf(t *testing.T, w, h int, idat []byte) image.Image {
	t.Helper()
	var f bytes.Buffer
	f.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		_ = binary.Write(&f, binary.BigEndian, uint32(len(data)))
		c := append([]byte(typ), data...)
		f.Write(c)
		_ = binary.Write(&f, binary.BigEndian, crc32.ChecksumIEEE(c))
	}
	hdr := make([]byte, 13)
	binary.BigEndian.PutUint32(hdr, uint32(w))
	binary.BigEndian.PutUint32(hdr[4:], uint32(h))
	hdr[8], hdr[9] = 8, 0 // 8 bits, grey
	chunk("IHDR", hdr)
	chunk("IDAT", idat)
	chunk("IEND", nil)
	img, err := png.Decode(&f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
