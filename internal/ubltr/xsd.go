package ubltr

/*
#cgo pkg-config: libxml-2.0
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <libxml/parser.h>
#include <libxml/xmlschemas.h>

// errbuf gathers the first messages of a parse or a validation.
typedef struct { char text[2048]; int len; int count; } errbuf;

// The handler's second parameter became const in newer libxml2, hence the
// casts where it is set.
static void collect(void *ctx, const xmlError *err) {
	errbuf *b = (errbuf *)ctx;
	if (err == NULL || b->count >= 5) { b->count++; return; }
	b->count++;
	int room = (int)sizeof(b->text) - b->len;
	if (room <= 1) return;
	int n = snprintf(b->text + b->len, room, "%ssatır %d: %s", b->len ? "; " : "", err->line,
		err->message ? err->message : "?");
	if (n > 0) b->len += n < room ? n : room - 1;
	while (b->len > 0 && (b->text[b->len-1] == '\n')) b->text[--b->len] = 0;
}

static xmlSchemaPtr load_schema(const char *path, errbuf *b) {
	xmlSchemaParserCtxtPtr pc = xmlSchemaNewParserCtxt(path);
	if (pc == NULL) return NULL;
	xmlSchemaSetParserStructuredErrors(pc, (xmlStructuredErrorFunc)collect, b);
	xmlSchemaPtr s = xmlSchemaParse(pc);
	xmlSchemaFreeParserCtxt(pc);
	return s;
}

// validate returns 0 when the document is valid, >0 when it is not, <0 on
// an internal error; the messages go to b.
static int validate(xmlSchemaPtr s, const char *data, int size, errbuf *b) {
	xmlParserCtxtPtr pc = xmlNewParserCtxt();
	if (pc == NULL) return -1;
	xmlDocPtr doc = xmlCtxtReadMemory(pc, data, size, "invoice.xml", "UTF-8", XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
	if (doc == NULL) {
		collect(b, xmlCtxtGetLastError(pc));
		xmlFreeParserCtxt(pc);
		return 1;
	}
	xmlFreeParserCtxt(pc);
	xmlSchemaValidCtxtPtr vc = xmlSchemaNewValidCtxt(s);
	if (vc == NULL) { xmlFreeDoc(doc); return -1; }
	xmlSchemaSetValidStructuredErrors(vc, (xmlStructuredErrorFunc)collect, b);
	int rc = xmlSchemaValidateDoc(vc, doc);
	xmlSchemaFreeValidCtxt(vc);
	xmlFreeDoc(doc);
	return rc;
}
*/
import "C"

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"unsafe"
)

// The XSD half of Validate, through libxml2 (cgo): the UBL 2.1 schemas
// UBL-TR uses (xsd/, their source in xsd/README.md) are embedded, written
// once to a temporary folder so that their relative imports resolve, and
// compiled once; the compiled schema is read-only and shared, each
// validation has its own context.

//go:embed xsd
var xsdFiles embed.FS

var schema struct {
	once sync.Once
	ptr  C.xmlSchemaPtr
	err  error
}

func loadSchema() (C.xmlSchemaPtr, error) {
	schema.once.Do(func() {
		C.xmlInitParser()
		dir, err := os.MkdirTemp("", "ubltr-xsd-")
		if err != nil {
			schema.err = err
			return
		}
		// The compiled schema keeps nothing of the files, so the folder
		// goes when it is compiled.
		defer func() { _ = os.RemoveAll(dir) }()
		err = fs.WalkDir(xsdFiles, "xsd", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			b, err := xsdFiles.ReadFile(p)
			if err != nil {
				return err
			}
			dst := filepath.Join(dir, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
				return err
			}
			return os.WriteFile(dst, b, 0o644)
		})
		if err != nil {
			schema.err = err
			return
		}
		path := C.CString(filepath.Join(dir, "xsd", "maindoc", "UBL-Invoice-2.1.xsd"))
		defer C.free(unsafe.Pointer(path))
		var eb C.errbuf
		schema.ptr = C.load_schema(path, &eb)
		if schema.ptr == nil {
			schema.err = fmt.Errorf("UBL-TR şeması derlenemedi: %s", C.GoString(&eb.text[0]))
		}
	})
	return schema.ptr, schema.err
}

// validateXSD checks doc against the UBL 2.1 Invoice schema.
func validateXSD(doc []byte) error {
	s, err := loadSchema()
	if err != nil {
		return err
	}
	if len(doc) == 0 {
		return errors.New("belge boş")
	}
	data := C.CBytes(doc)
	defer C.free(data)
	var eb C.errbuf
	rc := C.validate(s, (*C.char)(data), C.int(len(doc)), &eb)
	switch {
	case rc == 0:
		return nil
	case rc < 0:
		return errors.New("şema doğrulaması yapılamadı")
	}
	msg := C.GoString(&eb.text[0])
	if n := int(eb.count); n > 5 {
		msg += fmt.Sprintf(" (ve %d hata daha)", n-5)
	}
	return fmt.Errorf("şemaya uymuyor: %s", msg)
}
