package httpapi

import (
	"reflect"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
)

// auditActionSchemaName is the API document's name of bookstore.AuditAction.
const auditActionSchemaName = "AuditAction"

// auditActionSchema stands for bookstore.AuditAction in the API document: a
// named string enum of every action (bookstore.AllAuditActions), so the
// web's generated types carry the union and a label map keyed by it is
// checked for completeness by the compiler. The domain type cannot name
// huma, hence the stand-in.
type auditActionSchema struct{}

func (auditActionSchema) Schema(r huma.Registry) *huma.Schema {
	if _, ok := r.Map()[auditActionSchemaName]; !ok {
		all := bookstore.AllAuditActions()
		enum := make([]any, len(all))
		for i, a := range all {
			enum[i] = string(a)
		}
		r.Map()[auditActionSchemaName] = &huma.Schema{Type: huma.TypeString, Enum: enum,
			Description: "An audit log action: <record>.<what happened>."}
	}
	return &huma.Schema{Ref: "#/components/schemas/" + auditActionSchemaName}
}

// registerAuditAction makes every bookstore.AuditAction field use the enum.
func registerAuditAction(api huma.API) {
	api.OpenAPI().Components.Schemas.RegisterTypeAlias(reflect.TypeFor[bookstore.AuditAction](), reflect.TypeFor[auditActionSchema]())
}
