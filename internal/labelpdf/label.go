package labelpdf

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

	"github.com/boombuler/barcode/code128"
	"github.com/go-pdf/fpdf"

	"bookstore/internal/pdffont"
)

// Barcode geometry: pixels per module in the embedded image (whole
// pixels keep every bar's edge sharp however the page is scaled) and the
// quiet zone each side in modules, which Code128 needs to be found.
const (
	pxPerModule = 4
	quietZone   = 10
	barHeightPx = 100
)

// label draws the label page of parcel number i.
func label(p *fpdf.Fpdf, pc *Parcel, i int) error {
	p.AddPage()
	f := pdffont.Family

	// The carrier and the order number.
	p.SetXY(margin, margin)
	p.SetFont(f, "B", 15)
	p.CellFormat(inner*0.55, 8, pc.Carrier, "", 0, "L", false, 0, "")
	p.SetFont(f, "", 7)
	p.CellFormat(inner*0.45, 3.5, "Sipariş No", "", 2, "R", false, 0, "")
	p.SetFont(f, "B", 10)
	p.CellFormat(inner*0.45, 4.5, pc.Reference, "", 1, "R", false, 0, "")
	p.SetDrawColor(0, 0, 0)
	p.SetLineWidth(0.3)
	p.Line(margin, 14, pageW-margin, 14)

	// The barcode and the number under it.
	name, err := barcodeImage(p, pc.TrackingNumber, i)
	if err != nil {
		return err
	}
	p.ImageOptions(name, margin, 16, inner, 22, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	p.SetXY(margin, 38.5)
	p.SetFont(f, "B", 12)
	p.CellFormat(inner, 6, pc.TrackingNumber, "", 1, "C", false, 0, "")
	p.Line(margin, 46, pageW-margin, 46)

	// The recipient, large.
	p.SetXY(margin, 47.5)
	p.SetFont(f, "", 7)
	p.CellFormat(inner, 3.5, "ALICI", "", 1, "L", false, 0, "")
	fit(p, "B", 16, 10, inner, 7.5, pc.Recipient.Name, "L")
	lines(p, "", 10.5, inner, 4.8, pc.Recipient.Address, 3)
	p.SetX(margin)
	fit(p, "B", 15, 9, inner, 7.5, place(pc.Recipient), "L")
	if pc.Recipient.Phone != "" {
		p.SetX(margin)
		p.SetFont(f, "", 10.5)
		p.CellFormat(inner, 5, "Tel: "+pc.Recipient.Phone, "", 1, "L", false, 0, "")
	}

	// Cash to collect at the door, white on black so no courier misses it.
	if pc.CODAmount > 0 {
		y := max(p.GetY()+1.5, 92)
		p.SetFillColor(0, 0, 0)
		p.Rect(margin, y, inner, 9, "F")
		p.SetXY(margin, y+0.5)
		p.SetTextColor(255, 255, 255)
		fit(p, "B", 13, 9, inner, 8, cod(pc.CODAmount), "C")
		p.SetTextColor(0, 0, 0)
	}

	// The sender, small.
	p.Line(margin, 110, pageW-margin, 110)
	p.SetXY(margin, 111)
	p.SetFont(f, "", 6.5)
	p.CellFormat(inner, 3, "GÖNDERİCİ", "", 1, "L", false, 0, "")
	p.SetX(margin)
	p.SetFont(f, "B", 8)
	p.CellFormat(inner, 3.8, pc.Sender.Name, "", 1, "L", false, 0, "")
	p.SetX(margin)
	s := pc.Sender.Address
	if pl := place(pc.Sender); pl != "" {
		s += " " + pl
	}
	lines(p, "", 7, inner, 3.2, s, 2)
	if pc.Sender.Phone != "" {
		p.SetX(margin)
		p.SetFont(f, "", 7)
		p.CellFormat(inner, 3.2, "Tel: "+pc.Sender.Phone, "", 1, "L", false, 0, "")
	}

	// Weight, desi and the order's date in a row of boxes at the foot.
	cells := [][2]string{{"Ağırlık", kg(pc.Grams)}, {"Desi", fmt.Sprint(pc.Desi)}, {"Sipariş Tarihi", day(pc.OrderDate)}}
	w := inner / float64(len(cells))
	for j, c := range cells {
		x := margin + float64(j)*w
		p.Rect(x, 131, w, 12, "D")
		p.SetXY(x, 131.5)
		p.SetFont(f, "", 6.5)
		p.CellFormat(w, 3.5, c[0], "", 2, "C", false, 0, "")
		p.SetFont(f, "B", 11)
		p.CellFormat(w, 6.5, c[1], "", 0, "C", false, 0, "")
	}
	return nil
}

// barcodeImage registers the Code128 barcode of code in p as a
// greyscale PNG with its quiet zones and returns the image's name.
func barcodeImage(p *fpdf.Fpdf, code string, i int) (string, error) {
	bc, err := code128.Encode(code)
	if err != nil {
		return "", fmt.Errorf("labelpdf: barcode of %q: %w", code, err)
	}
	modules := bc.Bounds().Dx()
	img := image.NewGray(image.Rect(0, 0, (modules+2*quietZone)*pxPerModule, barHeightPx))
	for j := range img.Pix {
		img.Pix[j] = 255
	}
	for m := 0; m < modules; m++ {
		if c := color.GrayModel.Convert(bc.At(m, 0)).(color.Gray); c.Y < 128 {
			x0 := (quietZone + m) * pxPerModule
			for y := 0; y < barHeightPx; y++ {
				for x := x0; x < x0+pxPerModule; x++ {
					img.Pix[y*img.Stride+x] = 0
				}
			}
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return "", err
	}
	name := fmt.Sprintf("barcode-%d", i)
	p.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: "PNG"}, &b)
	return name, nil
}
