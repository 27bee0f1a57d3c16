import type { Schemas } from '@/lib/api-client'
import rules from './image-rules.json'

/**
 * GET /api/images/rules as the server answers it, for tests. The JSON is
 * the server's own answer: internal/httpapi/image_rules_test.go fails when
 * it drifts (BOOKSTORE_UPDATE_FIXTURES=1 rewrites it).
 */
export const imageRules = rules as Schemas['ImageRules']
