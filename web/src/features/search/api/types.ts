import type { Schemas } from '@/lib/api-client'

export type BookSuggestion = Schemas['SuggestBook']
export type AuthorSuggestion = Schemas['SuggestAuthor']
/** Suggestions with both lists never null. */
export type Suggestions = { books: BookSuggestion[]; authors: AuthorSuggestion[] }
