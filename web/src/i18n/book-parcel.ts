/**
 * Texts of a book's weight and dimensions in both panels' book forms (the
 * server's messages repeated: internal/bookstore/book_parcel.go). Part of
 * the panels' catalogue (trPanels.bookParcel).
 */
export const bookParcel = {
  legend: 'Ağırlık ve ölçüler',
  hint: 'Kargo için gerekli: desi ve ağırlık bu bilgilerden hesaplanır. Boş bırakılabilir, ancak girilmeden kitap anlaşmalı kargoyla gönderilemez.',
  weight: 'Ağırlık (g)',
  width: 'Genişlik (mm)',
  height: 'Yükseklik (mm)',
  depth: 'Kalınlık (mm)',
  weightInvalid: 'Ağırlık 1 ile 20.000 gram arasında olmalıdır',
  widthInvalid: 'Genişlik 1 ile 1.000 mm arasında olmalıdır',
  heightInvalid: 'Yükseklik 1 ile 1.000 mm arasında olmalıdır',
  depthInvalid: 'Kalınlık 1 ile 1.000 mm arasında olmalıdır',
  revisionParcel: 'Ağırlık ve ölçüler',
  summary: '{weight} g, {width} × {height} × {depth} mm',
  notEntered: '—',
} as const
