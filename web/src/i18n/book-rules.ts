/**
 * The server's messages for a book's fields (internal/bookstore, the one book
 * rule both panels save through), repeated for quick feedback by the one book
 * schema (lib/book-schema). Part of the catalogue as tr.bookRules; the admin
 * books screen also shows them under its own name (tr.adminBooks).
 */
export const bookRules = {
  titleTooLong: 'Başlık en fazla 200 karakter olabilir',
  priceMin: 'Fiyat 0 veya daha büyük olmalıdır',
  stockMin: 'Stok 0 veya daha büyük olmalıdır',
  pageCountMin: 'Sayfa sayısı 0 veya daha büyük olmalıdır',
  wholeNumber: 'Tam sayı girin',
  badDate: 'Geçerli bir tarih girin (GG.AA.YYYY)',
} as const
