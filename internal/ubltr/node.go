package ubltr

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
)

// A small element tree: Build writes the document through it (so that the
// output is the same bytes for the same invoice, in the schema's element
// order), and Validate and Parse read a document into it and look values
// up by path. The prefixes are the ones UBL-TR documents use everywhere.

// Namespaces of an Invoice document.
const (
	nsInvoice = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
	nsCAC     = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
	nsCBC     = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
	nsEXT     = "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"
)

var prefixOf = map[string]string{nsCAC: "cac", nsCBC: "cbc", nsEXT: "ext", nsInvoice: ""}

type attr struct{ name, value string }

type node struct {
	name  string // "cbc:ID"; the root is "Invoice"
	attrs []attr
	text  string
	kids  []*node
}

// el is an element with children; nil children are left out, and an
// element left with neither children nor text is nil itself, so optional
// parts can be written inline.
func el(name string, kids ...*node) *node {
	n := &node{name: name}
	for _, k := range kids {
		if k != nil {
			n.kids = append(n.kids, k)
		}
	}
	if len(n.kids) == 0 {
		return nil
	}
	return n
}

// tx is an element with text (nil when the text is empty) and attributes
// given as name, value pairs.
func tx(name, text string, attrs ...string) *node {
	if text == "" {
		return nil
	}
	n := &node{name: name, text: text}
	for i := 0; i+1 < len(attrs); i += 2 {
		n.attrs = append(n.attrs, attr{attrs[i], attrs[i+1]})
	}
	return n
}

func (n *node) write(b *bytes.Buffer, depth int) {
	ind := strings.Repeat("  ", depth)
	b.WriteString(ind + "<" + n.name)
	for _, a := range n.attrs {
		b.WriteString(" " + a.name + `="`)
		_ = xml.EscapeText(b, []byte(a.value))
		b.WriteString(`"`)
	}
	b.WriteString(">")
	if len(n.kids) == 0 {
		_ = xml.EscapeText(b, []byte(n.text))
	} else {
		b.WriteString("\n")
		for _, k := range n.kids {
			k.write(b, depth+1)
		}
		b.WriteString(ind)
	}
	b.WriteString("</" + n.name + ">\n")
}

// readTree reads a document into a tree, names prefixed by their namespace
// as above (an element of another namespace keeps its local name).
func readTree(doc []byte) (*node, error) {
	d := xml.NewDecoder(bytes.NewReader(doc))
	var stack []*node
	var root *node
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &node{name: qualified(t.Name)}
			for _, a := range t.Attr {
				n.attrs = append(n.attrs, attr{a.Name.Local, a.Value})
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.kids = append(p.kids, n)
			} else if root == nil {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(t)
			}
		}
	}
	if root == nil {
		return nil, errors.New("belgede kök eleman yok")
	}
	return root, nil
}

func qualified(n xml.Name) string {
	if p, ok := prefixOf[n.Space]; ok && p != "" {
		return p + ":" + n.Local
	}
	return n.Local
}

// all are the descendants at path ("cac:TaxTotal/cac:TaxSubtotal").
func (n *node) all(path string) []*node {
	if n == nil {
		return nil
	}
	cur := []*node{n}
	for _, step := range strings.Split(path, "/") {
		var next []*node
		for _, c := range cur {
			for _, k := range c.kids {
				if k.name == step {
					next = append(next, k)
				}
			}
		}
		cur = next
	}
	return cur
}

// one is the first descendant at path (nil when none).
func (n *node) one(path string) *node {
	if a := n.all(path); len(a) > 0 {
		return a[0]
	}
	return nil
}

// val is the trimmed text at path ("" when absent; "." is n itself).
func (n *node) val(path string) string {
	if path == "." {
		if n == nil {
			return ""
		}
		return strings.TrimSpace(n.text)
	}
	if k := n.one(path); k != nil {
		return strings.TrimSpace(k.text)
	}
	return ""
}

// attr is the value of an attribute ("" when absent).
func (n *node) attr(name string) string {
	if n == nil {
		return ""
	}
	for _, a := range n.attrs {
		if a.name == name {
			return a.value
		}
	}
	return ""
}
