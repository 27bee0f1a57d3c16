package demo_test

import (
	"bytes"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"

	"bookstore/internal/demo"
)

func checkJPEG(t *testing.T, b []byte, w, h int) {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if got := img.Bounds(); got != image.Rect(0, 0, w, h) {
		t.Fatalf("size = %v, want %dx%d", got, w, h)
	}
}

func TestCover(t *testing.T) {
	a, err := demo.Cover("Çalıkuşunun Şarkısı", "İlknur Öztürk", 7)
	if err != nil {
		t.Fatal(err)
	}
	checkJPEG(t, a, 600, 800)
	b, err := demo.Cover("Çalıkuşunun Şarkısı", "İlknur Öztürk", 7)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("Cover is not deterministic")
	}
	c, err := demo.Cover("Çalıkuşunun Şarkısı", "İlknur Öztürk", 8)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a, c) {
		t.Fatal("different seeds gave identical covers")
	}
	// Long and odd titles must not panic.
	for _, title := range []string{"", "Işık", "Ğ", "Şu Çılgın Türkler İçin Uzun Bir Başlık: Göçmen Kuşların Ağır Yükü Ve Öteki Hikâyeler Üzerine Notlar",
		"Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"} {
		b, err := demo.Cover(title, "Şükrü Çağlayan", 1)
		if err != nil {
			t.Fatalf("%q: %v", title, err)
		}
		checkJPEG(t, b, 600, 800)
	}
}

func TestPortrait(t *testing.T) {
	a, err := demo.Portrait("ismail ışıkçı", 3)
	if err != nil {
		t.Fatal(err)
	}
	checkJPEG(t, a, 400, 400)
	b, _ := demo.Portrait("ismail ışıkçı", 3)
	if !bytes.Equal(a, b) {
		t.Fatal("Portrait is not deterministic")
	}
	if _, err := demo.Portrait("", 0); err != nil {
		t.Fatal(err)
	}
}

func TestInitials(t *testing.T) {
	for in, want := range map[string]string{
		"ismail ışıkçı":      "İI",
		"Şule Çınar":         "ŞÇ",
		"  öykü  naz  ünal ": "ÖÜ",
		"Cem":                "C",
		"":                   "",
	} {
		if got := demo.Initials(in); got != want {
			t.Errorf("Initials(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestEventImage(t *testing.T) {
	a, err := demo.EventImage("İstanbul'da Şiir Akşamı: Ölümsüz Dizeler", 5)
	if err != nil {
		t.Fatal(err)
	}
	checkJPEG(t, a, 1200, 800)
	b, _ := demo.EventImage("İstanbul'da Şiir Akşamı: Ölümsüz Dizeler", 5)
	if !bytes.Equal(a, b) {
		t.Fatal("EventImage is not deterministic")
	}
}

// TestWritePreview writes sample images when DEMO_PREVIEW_DIR is set, e.g.
// DEMO_PREVIEW_DIR=/tmp go test ./internal/demo -run Preview
func TestWritePreview(t *testing.T) {
	dir := os.Getenv("DEMO_PREVIEW_DIR")
	if dir == "" {
		t.Skip("DEMO_PREVIEW_DIR not set")
	}
	write := func(name string, img []byte, err error) {
		t.Helper()
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, name), img, 0o644)
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	for i := range 8 {
		c, err := demo.Cover([]string{"Çalıkuşunun Şarkısı", "Işık Yılları", "İstanbul'da Bir Kış", "Gölgeler", "Sessiz Limanın Bekçisi ve Unutulan Mektuplar", "Ağustos", "Öteki Kıyı", "Şehrin Son Tramvayı"}[i], "Ayşe Gülbahar Çetin", i)
		write("demo-cover"+string(rune('0'+i))+".jpg", c, err)
		p, err := demo.Portrait([]string{"ismail ışıkçı", "Şule Çınar", "Ömer Güneş", "Ilgaz Yücel"}[i%4], i)
		write("demo-portrait"+string(rune('0'+i))+".jpg", p, err)
	}
	e, err := demo.EventImage("İstanbul'da Şiir Akşamı: Ölümsüz Dizeler", 5)
	write("demo-event.jpg", e, err)
}

func BenchmarkCover(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		if _, err := demo.Cover("Çalıkuşunun Şarkısı", "İlknur Öztürk", i); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPortrait(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		if _, err := demo.Portrait("İlknur Öztürk", i); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEventImage(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		if _, err := demo.EventImage("İstanbul'da Şiir Akşamı", i); err != nil {
			b.Fatal(err)
		}
	}
}

func TestImagesConcurrent(t *testing.T) {
	done := make(chan error, 8)
	for i := range 8 {
		go func() {
			_, err := demo.Cover("Eşzamanlı Çizim", "Öykü Ünal", i)
			if err == nil {
				_, err = demo.Portrait("Öykü Ünal", i)
			}
			done <- err
		}()
	}
	for range 8 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}
