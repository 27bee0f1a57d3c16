package httpapi

import (
	"encoding/json"
	"io"
)

// Writes of a response body. Once the status line is out, a failed write
// means the client went away: there is nobody left to tell, and the request
// log already has the status. These helpers say so once, instead of an
// ignored error at every call.

// writeBody writes b to the client.
func writeBody(w io.Writer, b []byte) { _, _ = w.Write(b) }

// writeJSON encodes v (one of the API's own types) to the client.
func writeJSON(w io.Writer, v any) { _ = json.NewEncoder(w).Encode(v) }
