package richtext_test

import (
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"bookstore/internal/richtext"
)

// assertSafe parses out the way a browser would and fails on anything that
// could run script or escape the allow-list: an element outside it, an
// attribute outside it (event handlers included), a URL with a scheme other
// than http, https or mailto, a style other than text-align, a class other
// than Quill's, a target other than _blank, or a new-tab link without
// rel="noopener noreferrer".
func assertSafe(t testing.TB, in, out string) {
	t.Helper()
	allowed := map[string]bool{"p": true, "b": true, "i": true, "em": true, "strong": true, "u": true, "s": true,
		"a": true, "ul": true, "ol": true, "li": true, "br": true, "h1": true, "h2": true, "h3": true, "h4": true,
		"h5": true, "h6": true, "blockquote": true, "hr": true}
	quillClass := regexp.MustCompile(`^ql-(align-(center|right|justify)|indent-[1-8])$`)
	textAlign := regexp.MustCompile(`^text-align: (left|center|right|justify)$`)
	body := &xhtml.Node{Type: xhtml.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := xhtml.ParseFragment(strings.NewReader(out), body)
	if err != nil {
		t.Fatalf("output does not parse: %v\nin:  %s\nout: %s", err, in, out)
	}
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		switch n.Type {
		case xhtml.ElementNode:
			if !allowed[n.Data] {
				t.Errorf("element <%s> kept\nin:  %s\nout: %s", n.Data, in, out)
			}
			attrs := map[string]string{}
			for _, a := range n.Attr {
				attrs[a.Key] = a.Val
				switch a.Key {
				case "href":
					if n.Data != "a" {
						t.Errorf("href on <%s>", n.Data)
					}
					u, err := url.Parse(a.Val)
					if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "mailto") {
						t.Errorf("href %q kept\nin:  %s\nout: %s", a.Val, in, out)
					}
					if l := strings.ToLower(strings.Join(strings.Fields(a.Val), "")); strings.Contains(l, "javascript:") ||
						strings.Contains(l, "vbscript:") || strings.HasPrefix(l, "data:") {
						t.Errorf("href %q kept\nin:  %s\nout: %s", a.Val, in, out)
					}
				case "target":
					if a.Val != "_blank" {
						t.Errorf("target %q kept", a.Val)
					}
				case "rel":
				case "style":
					if !textAlign.MatchString(a.Val) {
						t.Errorf("style %q kept\nin:  %s\nout: %s", a.Val, in, out)
					}
				case "class":
					for _, c := range strings.Fields(a.Val) {
						if !quillClass.MatchString(c) {
							t.Errorf("class %q kept\nin:  %s\nout: %s", c, in, out)
						}
					}
				default:
					t.Errorf("attribute %s=%q kept on <%s>\nin:  %s\nout: %s", a.Key, a.Val, n.Data, in, out)
				}
			}
			if _, ok := attrs["target"]; ok {
				rel := " " + attrs["rel"] + " "
				if !strings.Contains(rel, " noopener ") || !strings.Contains(rel, " noreferrer ") {
					t.Errorf("new-tab link without rel=noopener noreferrer: %s", out)
				}
			}
		case xhtml.CommentNode, xhtml.DoctypeNode:
			t.Errorf("comment or doctype kept: %s", out)
		default: // text and the document node itself need no check
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	// Markup can only start with a raw '<'; escaped text ("&lt;script") is
	// harmless and the walk above checked every element and attribute.
	lower := strings.ToLower(out)
	for _, bad := range []string{"<script", "<iframe", "<object", "<embed", "<svg", "<img", "<style", "<form", "<meta", "<base", "<link", "<math", "<!--"} {
		if strings.Contains(lower, bad) {
			t.Errorf("%q in output\nin:  %s\nout: %s", bad, in, out)
		}
	}
	if again := richtext.Sanitize(out); again != out {
		t.Errorf("not idempotent:\nonce:  %s\ntwice: %s", out, again)
	}
}

// recorder is a testing.TB that only counts failures.
type recorder struct {
	testing.TB
	failed int
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed++ }
func (r *recorder) Fatalf(string, ...any) { r.failed++ }

// The checker itself must catch what it is there to catch.
func TestAssertSafeCatches(t *testing.T) {
	for _, bad := range []string{
		`<script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`<p onclick="x()">a</p>`,
		`<a href="javascript:alert(1)">a</a>`,
		`<a href="JAVASCRIPT:alert(1)">a</a>`,
		`<a href="data:text/html,x">a</a>`,
		`<a href="https://e.com" target="_blank">a</a>`,
		`<a href="/a" target="_top" rel="noopener noreferrer">a</a>`,
		`<p style="color:red">a</p>`,
		`<p class="evil">a</p>`,
		`<div>a</div>`,
	} {
		r := &recorder{TB: t}
		assertSafe(r, bad, bad)
		if r.failed == 0 {
			t.Errorf("assertSafe passed %s", bad)
		}
	}
}

func TestSanitizeXSS(t *testing.T) {
	payloads := []struct{ name, in string }{
		{"script", `<script>alert(1)</script>`},
		{"script uppercase", `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`},
		{"script in p", `<p>ok<script>alert(document.cookie)</script></p>`},
		{"script split", `<scr<script>ipt>alert(1)</scr</script>ipt>`},
		{"script unclosed", `<p>a<script>alert(1)`},
		{"script entity", `&lt;script&gt;alert(1)&lt;/script&gt;`},
		{"img onerror", `<img src=x onerror=alert(1)>`},
		{"img onerror quoted", `<img src="x" onerror="alert('xss')">`},
		{"img no quotes backtick", "<img src=`x` onerror=`alert(1)`>"},
		{"svg onload", `<svg onload=alert(1)>`},
		{"svg script", `<svg><script>alert(1)</script></svg>`},
		{"svg animate href", `<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>X</text></a></svg>`},
		{"math", `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`},
		{"body onload", `<body onload=alert(1)>`},
		{"iframe", `<iframe src="javascript:alert(1)"></iframe>`},
		{"iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`},
		{"object", `<object data="javascript:alert(1)"></object>`},
		{"embed", `<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">`},
		{"form", `<form action="javascript:alert(1)"><input type=submit><button formaction=javascript:alert(1)>x</button></form>`},
		{"meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`},
		{"base", `<base href="javascript:alert(1)//">`},
		{"link stylesheet", `<link rel=stylesheet href="javascript:alert(1)">`},
		{"style tag", `<style>@import 'javascript:alert(1)';</style>`},
		{"style expression", `<p style="width: expression(alert(1))">x</p>`},
		{"style url", `<p style="background-image: url(javascript:alert(1))">x</p>`},
		{"style behind align", `<p style="text-align: center; background: url(//evil.example/x)">x</p>`},
		{"style align value injection", `<p style="text-align: center expression(alert(1))">x</p>`},
		{"style position", `<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>`},
		{"href javascript", `<a href="javascript:alert(1)">x</a>`},
		{"href javascript mixed case", `<a href="JaVaScRiPt:alert(1)">x</a>`},
		{"href javascript entities", `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`},
		{"href javascript hex entities", `<a href="&#x6A;avascript&#x3A;alert(1)">x</a>`},
		{"href javascript named colon", `<a href="javascript&colon;alert(1)">x</a>`},
		{"href javascript tab", "<a href=\"jav\tascript:alert(1)\">x</a>"},
		{"href javascript newline", "<a href=\"java\nscript:alert(1)\">x</a>"},
		{"href javascript entity tab", `<a href="jav&#x09;ascript:alert(1)">x</a>`},
		{"href javascript leading space", `<a href=" javascript:alert(1)">x</a>`},
		{"href javascript leading control", "<a href=\"\x01javascript:alert(1)\">x</a>"},
		{"href vbscript", `<a href="vbscript:msgbox(1)">x</a>`},
		{"href vbscript upper", `<a href="VBSCRIPT:msgbox(1)">x</a>`},
		{"href data", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`},
		{"href data upper", `<a href="DATA:text/html,<script>alert(1)</script>">x</a>`},
		{"href file", `<a href="file:///etc/passwd">x</a>`},
		{"href unquoted", `<a href=javascript:alert(1)>x</a>`},
		{"a onclick", `<a href="https://example.com" onclick="alert(1)">x</a>`},
		{"a onmouseover", `<a href="#" onmouseover="alert(1)">x</a>`},
		{"p onclick", `<p onclick="alert(1)">x</p>`},
		{"strong onmouseover", `<strong onmouseover=alert(1)>x</strong>`},
		{"li onfocus autofocus", `<ul><li tabindex=1 autofocus onfocus=alert(1)>x</li></ul>`},
		{"h1 id name", `<h1 id="x" name="y" title="t">x</h1>`},
		{"attribute breakout", `<p title="a" onclick="alert(1)" x=">">x</p>`},
		{"nested quotes", `<a href='https://example.com/"onmouseover="alert(1)'>x</a>`},
		{"nested quotes 2", `<a href="https://example.com/'><script>alert(1)</script>">x</a>`},
		{"quote breakout in style", `<p style="text-align:center" onmouseover="alert(1)">x</p>`},
		{"target breakout", `<a href="/a" target="_blank' onclick='alert(1)">x</a>`},
		{"target other", `<a href="/a" target="_top">x</a>`},
		{"rel opener", `<a href="https://example.com" target="_blank" rel="opener">x</a>`},
		{"class injection", `<p class="ql-align-center evil">x</p>`},
		{"class on inline", `<strong class="ql-align-center">x</strong>`},
		{"unclosed tag", `<p><b>bold <i>italic`},
		{"unclosed attribute", `<p class="ql-align-center>x</p><script>alert(1)</script>`},
		{"broken tag", `<<script>script>alert(1)<</script>/script>`},
		{"comment", `<!--<script>alert(1)</script>--><p>x</p>`},
		{"conditional comment", `<!--[if IE]><script>alert(1)</script><![endif]-->`},
		{"cdata", `<![CDATA[<script>alert(1)</script>]]>`},
		{"textarea", `<textarea><script>alert(1)</script></textarea>`},
		{"noscript", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`},
		{"template", `<template><script>alert(1)</script></template>`},
		{"video", `<video><source onerror="alert(1)"></video>`},
		{"audio", `<audio src=x onerror=alert(1)>`},
		{"details ontoggle", `<details open ontoggle=alert(1)>`},
		{"input onfocus", `<input autofocus onfocus=alert(1)>`},
		{"marquee", `<marquee onstart=alert(1)>x</marquee>`},
		{"xmp", `<xmp><script>alert(1)</script></xmp>`},
		{"null byte", "<scr\x00ipt>alert(1)</scr\x00ipt>"},
		{"utf7", `+ADw-script+AD4-alert(1)+ADw-/script+AD4-`},
		{"data attribute", `<p data-x="javascript:alert(1)">x</p>`},
		{"formaction on allowed", `<p formaction="javascript:alert(1)">x</p>`},
		{"srcset", `<p><img srcset="javascript:alert(1)"></p>`},
		{"xlink", `<a xlink:href="javascript:alert(1)">x</a>`},
		{"dom clobbering", `<a id="location" name="cookie" href="/x">x</a>`},
	}
	for _, tt := range payloads {
		t.Run(tt.name, func(t *testing.T) {
			assertSafe(t, tt.in, richtext.Sanitize(tt.in))
		})
	}
}

// Specific outcomes a reader sees.
func TestSanitizeKeepsAndDrops(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"script content dropped", `<p>önce</p><script>alert(1)</script><p>sonra</p>`, `<p>önce</p><p>sonra</p>`},
		{"javascript href dropped, text kept", `<a href="javascript:alert(1)">tıkla</a>`, `tıkla`},
		{"relative link kept", `<a href="/kitaplar?q=a&amp;s=1">kitaplar</a>`, `<a href="/kitaplar?q=a&amp;s=1" rel="noreferrer">kitaplar</a>`},
		{"mailto kept", `<a href="mailto:info@example.com">yaz</a>`, `<a href="mailto:info@example.com" rel="noreferrer">yaz</a>`},
		{"new tab gets noopener noreferrer", `<a href="https://example.com" target="_blank">x</a>`, `<a href="https://example.com" target="_blank" rel="noreferrer noopener">x</a>`},
		{"rel opener replaced", `<a href="https://example.com" target="_blank" rel="opener">x</a>`, `<a href="https://example.com" target="_blank" rel="noreferrer noopener">x</a>`},
		{"other target dropped", `<a href="/a" target="_top">x</a>`, `<a href="/a" rel="noreferrer">x</a>`},
		{"inline alignment kept", `<p style="text-align:center">x</p>`, `<p style="text-align: center">x</p>`},
		{"only alignment of a style kept", `<h2 style="color:red;text-align:right">x</h2>`, `<h2 style="text-align: right">x</h2>`},
		{"foreign class dropped whole", `<p class="ql-align-center evil">x</p>`, `<p>x</p>`},
		{"indent 9 dropped", `<p class="ql-indent-9">x</p>`, `<p>x</p>`},
		{"ql-align-left is not Quill's", `<p class="ql-align-left">x</p>`, `<p>x</p>`},
		{"span and div unwrapped", `<div><span style="color:red">a</span>b</div>`, `ab`},
		{"h4-h6 kept", `<h4>a</h4><h5>b</h5><h6>c</h6>`, `<h4>a</h4><h5>b</h5><h6>c</h6>`},
		{"void elements", `<p>a<br/>b</p><hr/>`, `<p>a<br/>b</p><hr/>`},
		{"empty", ``, ``},
		{"plain text escaped", `a < b & c > d`, `a &lt; b &amp; c &gt; d`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := richtext.Sanitize(tt.in)
			if got != tt.want {
				t.Errorf("Sanitize(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
			assertSafe(t, tt.in, got)
		})
	}
}

// quillHTML is what the editor stores for every toolbar format: the same
// string as web/src/components/rich-text-editor.test.tsx, which checks that
// Quill 2 writes and reloads it exactly.
var quillHTML = strings.Join([]string{
	`<h1>Başlık 1</h1><h2>Başlık 2</h2><h3>Başlık 3</h3>`,
	`<p><strong>kalın</strong> <em>italik</em> <u>altı çizili</u> <s>üstü çizili</s></p>`,
	`<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">bağlantı</a> ve <a href="mailto:info@example.com" rel="noopener noreferrer" target="_blank">posta</a></p>`,
	`<p class="ql-align-center">orta</p><p class="ql-align-right">sağ</p><p class="ql-align-justify">iki yana</p>`,
	`<p class="ql-indent-1">girinti 1</p><p class="ql-indent-8">girinti 8</p><p class="ql-align-right ql-indent-2">ikisi</p>`,
	`<ul><li>bir<ul><li>iç içe</li></ul></li><li>iki</li></ul><ol><li>birinci</li><li>ikinci</li></ol>`,
	`<p><br></p><p>son satır</p>`,
}, "")

func TestSanitizeQuillRoundTrip(t *testing.T) {
	tests := map[string]string{
		"everything":          quillHTML,
		"headers":             `<h1>Bir</h1><h2>İki</h2><h3>Üç</h3>`,
		"nested formats":      `<p><strong>kalın<em> ve italik</em><u> altı çizili</u><s> üstü çizili</s></strong></p>`,
		"link in bold":        `<p><strong><a href="https://example.com.tr/kitap/siir" rel="noopener noreferrer" target="_blank">Şiir</a></strong></p>`,
		"relative link":       `<p><a href="/yazarlar/ahmet" rel="noopener noreferrer" target="_blank">Ahmet</a></p>`,
		"deep lists":          `<ol><li>1<ol><li>1.1<ol><li>1.1.1</li></ol></li></ol></li><li>2</li></ol>`,
		"mixed list types":    `<ul><li>a</li></ul><ol><li>b</li></ol><ul><li>c<ol><li>d</li></ol></li></ul>`,
		"indent and align h2": `<h2 class="ql-align-center ql-indent-3">Başlık</h2>`,
		"blank lines":         `<p>a</p><p><br></p><p><br></p><p>b</p>`,
		"turkish text":        `<p>Çağrı, Işık ve İlkay ğüşöç ĞÜŞÖÇ — “tırnak” …</p>`,
	}
	for name, in := range tests {
		t.Run(name, func(t *testing.T) {
			if got := richtext.Sanitize(in); got != in {
				t.Errorf("Sanitize changed the editor's HTML\n got %s\nwant %s", got, in)
			}
		})
	}
}

// Non-ASCII in a URL comes back percent-encoded (bluemonday re-serialises
// the parsed URL); browsers read both forms as the same address.
func TestSanitizeIDNLink(t *testing.T) {
	in := `<a href="https://örnek.com.tr/kitap/ş" rel="noopener noreferrer" target="_blank">Şiir</a>`
	want := `<a href="https://%C3%B6rnek.com.tr/kitap/%C5%9F" rel="noopener noreferrer" target="_blank">Şiir</a>`
	if got := richtext.Sanitize(in); got != want {
		t.Errorf("got %s", got)
	}
}

// Quill escapes ' and " in text as &#39; and &quot;; bluemonday writes
// &#39; and &#34;. The bytes differ, the text does not.
func TestSanitizeQuillQuotes(t *testing.T) {
	in := `<p>İstanbul&#39;da &quot;kitap&quot; &amp; &lt;dergi&gt;</p>`
	got := richtext.Sanitize(in)
	if got != `<p>İstanbul&#39;da &#34;kitap&#34; &amp; &lt;dergi&gt;</p>` {
		t.Errorf("got %s", got)
	}
	if html.UnescapeString(got) != html.UnescapeString(in) {
		t.Errorf("text changed: %s", got)
	}
}
