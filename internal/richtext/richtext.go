// Package richtext cleans the HTML the rich-text editor (Quill 2, see
// web/src/components/rich-text-editor.tsx) produces before it is stored, and
// turns it into plain-text excerpts. It wraps bluemonday.
//
// What is allowed is the product's display rule of rich text (basic tags;
// href, target, rel and style) plus what the editor's toolbar produces:
//
//   - Elements: p, b, i, em, strong, a, ul, ol, li, br, h1-h6, blockquote, hr
//     (the basic tags), plus u and s, because the toolbar has underline and
//     strike and Quill writes them as <u> and <s>. Anything else is removed;
//     the text inside ordinary elements (span, div, font...) is kept, the
//     content of script, style, iframe, object, embed, textarea... is dropped.
//   - Attributes: href, target and rel on links; style on blocks limited to
//     text-align: left|center|right|justify (content written outside the
//     editor, e.g. seed data or older pages, uses inline alignment); and class
//     limited to Quill's alignment and indent classes (below).
//   - URLs: http, https, mailto and relative only; javascript:, data:,
//     vbscript: and every other scheme are dropped, as are URLs that do not
//     parse. target may only be _blank. Every link with an href gets
//     rel="noreferrer", and a link with target="_blank" also gets "noopener",
//     so a link that opens a new tab always carries rel="noopener noreferrer"
//     (Quill writes exactly that, so its links come back unchanged).
//
// Quill 2 and alignment/indent: Quill writes them as classes (ql-align-center,
// ql-indent-3). We keep Quill's classes rather than make the editor write
// inline styles: Quill ships no style attributor for indent, its own editor CSS
// (list numbering per indent level) keys on the classes, and its clipboard
// reads the classes back, so the stored HTML loads into the editor unchanged.
// The cost is that displays need CSS for the classes: the web's RichText
// component (web/src/components/rich-text.tsx) allows the same classes and
// styles them. The class attribute is kept only when every class in it
// matches ^ql-(align-(center|right|justify)|indent-[1-8])$ (Quill's indent
// levels are 1-8, the editor's limit); any other class attribute is dropped
// whole. Lists need no classes: the editor stores Quill's semantic HTML, in
// which indented list items are nested <ul>/<ol>.
package richtext

import (
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

// quillClass is one class Quill writes for alignment or indent.
const quillClass = `ql-(?:align-(?:center|right|justify)|indent-[1-8])`

var (
	quillClasses = regexp.MustCompile(`^` + quillClass + `(?: ` + quillClass + `)*$`)
	targetBlank  = regexp.MustCompile(`^_blank$`)
	relValues    = regexp.MustCompile(`^(?:noopener|noreferrer|nofollow|ugc)(?: (?:noopener|noreferrer|nofollow|ugc))*$`)
)

// blocks are the elements that may carry alignment and indent.
var blocks = []string{"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote"}

var policy = newPolicy()

func newPolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "b", "i", "em", "strong", "u", "s", "ul", "ol", "li", "br",
		"h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr")

	// Besides bluemonday's defaults (script, style, iframe, object, noscript,
	// title...), drop the text of elements whose content a reader never sees
	// as text.
	p.SkipElementsContent("textarea", "select", "option", "template", "svg", "math",
		"xmp", "plaintext", "head", "embed", "applet", "audio", "video", "canvas")

	// Links: http, https, mailto and relative URLs that parse (bluemonday's
	// AllowStandardURLs without its rel="nofollow").
	p.RequireParseableURLs(true)
	p.AllowRelativeURLs(true)
	p.AllowURLSchemes("mailto", "http", "https")
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("target").Matching(targetBlank).OnElements("a")
	p.AllowAttrs("rel").Matching(relValues).OnElements("a")
	// bluemonday adds "noopener" to every link it sees with target="_blank"
	// only while one of its rel options is on; noreferrer on all links is the
	// one that costs nothing (links from rich text need not send a Referer).
	p.RequireNoReferrerOnLinks(true)

	p.AllowAttrs("class").Matching(quillClasses).OnElements(blocks...)
	p.AllowStyles("text-align").MatchingEnum("left", "center", "right", "justify").OnElements(blocks...)
	return p
}

// Sanitize returns html with everything outside the allow-list removed. It is
// idempotent and safe to call on every save; its output is safe to render
// without further escaping (the web sanitises once more with DOMPurify).
func Sanitize(html string) string {
	return strings.TrimSpace(policy.Sanitize(html))
}
