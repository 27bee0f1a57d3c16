package bench

import (
	"fmt"
	"io"
	"testing"
	"time"

	"bookstore/internal/labelpdf"
)

// BenchmarkLabelBatch is one 'Etiketleri yazdır' of 50 orders: one PDF
// with a label and a packing slip per parcel (100 A6 pages).
func BenchmarkLabelBatch(b *testing.B) {
	sender := labelpdf.Party{Name: "Kitapçı Yayıncılık A.Ş.", Address: "Caferağa Mah. Moda Cad. No: 12", District: "Kadıköy",
		Province: "İstanbul", Phone: "+90 216 555 00 00"}
	ps := make([]labelpdf.Parcel, 50)
	for i := range ps {
		ps[i] = labelpdf.Parcel{Carrier: "MNG Kargo", TrackingNumber: fmt.Sprintf("7000%08d", i), Reference: fmt.Sprintf("%08X", 0xA1B2C3D0+i),
			OrderDate: time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC), Sender: sender,
			Recipient: labelpdf.Party{Name: "Şükrü Ilgın Çağdaş", Address: "Bostanlı Mah. Cemal Gürsel Cad. No: 5 D: 3",
				District: "Karşıyaka", Province: "İzmir", Phone: "+90 532 123 45 67"},
			Grams: 450 + 10*i, Desi: 2, Lines: []labelpdf.Line{{Title: "Kuyucaklı Yusuf", Quantity: 2}, {Title: "İnce Memed", Quantity: 1},
				{Title: "Kürk Mantolu Madonna", Quantity: 1}}}
		if i%3 == 0 {
			ps[i].CODAmount = 24500
		}
	}
	for b.Loop() {
		if err := labelpdf.Render(io.Discard, ps); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(len(ps)), "ms/label")
}
