package bookstore_test

import (
	"sort"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

func TestFoldSearch(t *testing.T) {
	for in, want := range map[string]string{
		"Işık":             "isik",
		"ışık":             "isik",
		"ISIK":             "isik",
		"İstanbul'da":      "istanbulda",
		"istanbul":         "istanbul",
		"Çalıkuşu":         "calikusu",
		"CALIKUSU":         "calikusu",
		"Sabahattin  Ali!": "sabahattin ali",
		"Ömer Seyfettin":   "omer seyfettin",
		"ĞÜŞİÖÇ ğüşıöç":    "gusioc gusioc",
		"Kâğıt Ev":         "kagit ev",
		"  -- 1984 --  ":   "1984",
		"Pınar & Gül (2.)": "pinar gul 2",
	} {
		if got := bookstore.FoldSearch(in); got != want {
			t.Errorf("FoldSearch(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSearchTokens(t *testing.T) {
	got := bookstore.SearchTokens("  Sabahattin ALİ sabahattin ")
	if strings.Join(got, "|") != "sabahattin|ali" {
		t.Fatalf("tokens %v", got)
	}
	if len(bookstore.SearchTokens(strings.Repeat("a ", 500))) != 1 {
		t.Fatal("long query not bounded")
	}
}

func TestSortKeyFollowsTurkishAlphabet(t *testing.T) {
	words := []string{"Zeytin", "Çiçek", "cam", "Ilgaz", "İnci", "Ömer", "Oya", "Şeker", "Su", "Üzüm", "Uçurtma", "ağaç", "Ağrı", "Ğ", "Gül", "1984"}
	sort.Slice(words, func(i, j int) bool { return bookstore.SortKey(words[i]) < bookstore.SortKey(words[j]) })
	want := "1984 ağaç Ağrı cam Çiçek Gül Ğ Ilgaz İnci Oya Ömer Su Şeker Uçurtma Üzüm Zeytin"
	if got := strings.Join(words, " "); got != want {
		t.Fatalf("order:\n got %s\nwant %s", got, want)
	}
}

func TestPlainTextAndExcerpt(t *testing.T) {
	h := `<p>Bir <strong>kış</strong> gecesi&nbsp;İstanbul&#39;da.</p><ul><li>bir</li><li>iki</li></ul>`
	if got := bookstore.PlainText(h); got != "Bir kış gecesi İstanbul'da. bir iki" {
		t.Fatalf("PlainText = %q", got)
	}
	if got := bookstore.PlainText("<p>Feride'nin <em>hikâyesi</em>.</p><p>İkinci<br/>satır</p>"); got != "Feride'nin hikâyesi. İkinci satır" {
		t.Fatalf("inline tags: %q", got)
	}
	long := strings.Repeat("kelime ", 40)
	ex := bookstore.Excerpt(long, 150)
	if len([]rune(ex)) > 153 || !strings.HasSuffix(ex, "...") {
		t.Fatalf("Excerpt = %q", ex)
	}
	if bookstore.Excerpt("kısa", 150) != "kısa" {
		t.Fatal("short text changed")
	}
}
