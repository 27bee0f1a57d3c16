package richtext_test

import (
	"fmt"
	"testing"

	"bookstore/internal/richtext"
)

func TestExplore(t *testing.T) {
	for _, s := range []string{
		`<p>a<br>b</p><p><br></p><hr>`,
		`<p class="ql-align-center ql-indent-2">x</p><p class="ql-align-left">y</p><p class="ql-indent-9">z</p>`,
		`<p style="text-align: center;">x</p><p style="text-align:center;color:red">y</p><p style="position:fixed">z</p>`,
		`<a href="https://example.com" rel="noopener noreferrer" target="_blank">l</a>`,
		`<a href="https://example.com">l</a><a href="/kitap/1" target="_blank">r</a><a href="x" target="_top">t</a><a href="javascript:alert(1)">j</a><a>n</a>`,
		`<a href="https://e.com" rel="opener">o</a>`,
		`<p>İstanbul'da "x" &amp; y &lt; z &nbsp;</p>`,
		`<ul><li>a<ul><li>b</li></ul></li></ul>`,
		`<script>alert(1)</script><style>p{}</style><textarea>t</textarea><span>s</span><div>d</div>`,
	} {
		fmt.Printf("%s\n  => %s\n  => %q\n", s, richtext.Sanitize(s), richtext.PlainExcerpt(s, 20))
	}
}
