package labelpdf

import (
	"fmt"

	"github.com/go-pdf/fpdf"

	"bookstore/internal/pdffont"
)

// slip draws the packing slip that goes into the parcel: the order, the
// recipient and every title with its quantity, so whoever packs and whoever
// opens the parcel can check it. It is not a waybill or an invoice.
func slip(p *fpdf.Fpdf, pc *Parcel) {
	f := pdffont.Family
	p.AddPage()
	p.SetXY(margin, margin)
	p.SetFont(f, "B", 12.5)
	p.CellFormat(inner, 7, SlipTitle, "", 1, "L", false, 0, "")
	p.SetLineWidth(0.3)
	p.Line(margin, p.GetY()+0.5, pageW-margin, p.GetY()+0.5)
	p.Ln(2)
	rows := [][2]string{{"Sipariş No", pc.Reference}, {"Sipariş Tarihi", day(pc.OrderDate)},
		{"Alıcı", pc.Recipient.Name}, {"Teslimat", place(pc.Recipient)}, {"Kargo", pc.Carrier + " · " + pc.TrackingNumber}}
	for _, r := range rows {
		p.SetX(margin)
		p.SetFont(f, "", 8)
		p.CellFormat(24, 4.6, r[0], "", 0, "L", false, 0, "")
		p.SetFont(f, "B", 8.5)
		p.CellFormat(inner-24, 4.6, r[1], "", 1, "L", false, 0, "")
	}
	p.Ln(2)
	const qtyW = 14.0
	head := func() {
		p.SetX(margin)
		p.SetFont(f, "B", 8.5)
		p.SetFillColor(235, 235, 235)
		p.CellFormat(inner-qtyW, 5.5, "Ürün", "1", 0, "L", true, 0, "")
		p.CellFormat(qtyW, 5.5, "Adet", "1", 1, "C", true, 0, "")
	}
	head()
	total := 0
	for _, l := range pc.Lines {
		p.SetFont(f, "", 8.5)
		ls := p.SplitText(l.Title, inner-qtyW-2)
		h := 4.4*float64(len(ls)) + 1.2
		if p.GetY()+h > pageH-margin-8 {
			p.AddPage()
			p.SetXY(margin, margin)
			p.SetFont(f, "", 7.5)
			p.CellFormat(inner, 4, SlipTitle+" (devamı) · "+pc.Reference, "", 1, "L", false, 0, "")
			head()
			p.SetFont(f, "", 8.5)
		}
		y := p.GetY()
		p.Rect(margin, y, inner-qtyW, h, "D")
		p.Rect(margin+inner-qtyW, y, qtyW, h, "D")
		for k, t := range ls {
			p.SetXY(margin+1, y+0.6+4.4*float64(k))
			p.CellFormat(inner-qtyW-2, 4.4, t, "", 0, "L", false, 0, "")
		}
		p.SetXY(margin+inner-qtyW, y+0.6)
		p.SetFont(f, "B", 9)
		p.CellFormat(qtyW, 4.4, fmt.Sprint(l.Quantity), "", 0, "C", false, 0, "")
		p.SetXY(margin, y+h)
		total += l.Quantity
	}
	p.SetX(margin)
	p.SetFont(f, "B", 9)
	p.CellFormat(inner-qtyW, 6, "Toplam", "", 0, "R", false, 0, "")
	p.CellFormat(qtyW, 6, fmt.Sprintf("%d adet", total), "", 1, "C", false, 0, "")

	p.SetXY(margin, pageH-margin-4)
	p.SetFont(f, "", 7)
	p.CellFormat(inner, 3.5, "Gönderen: "+pc.Sender.Name, "", 1, "L", false, 0, "")
}
