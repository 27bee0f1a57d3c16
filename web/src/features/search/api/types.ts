import type { Schemas } from '@/lib/api-client'

export type BookSuggestion = Schemas['SuggestBook']
export type AuthorSuggestion = Schemas['SuggestAuthor']
export type Suggestions = Schemas['Suggestions']
