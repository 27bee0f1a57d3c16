import type { Schemas } from '@/lib/api-client'

/** GET /api/images/rules as the server answers it (internal/bookstore ImageSpec), for tests. */
export const imageRules: Schemas['ImageRules'] = {
  kinds: [
    {
      kind: 'book-cover',
      maxBytes: 8388608,
      maxMB: 8,
      formats: ['jpeg', 'png'],
      mimeTypes: ['image/jpeg', 'image/jpg', 'image/png'],
      extensions: ['.jpg', '.jpeg', '.png'],
      minSide: 200,
      outputs: [
        {
          upToBytes: 0,
          width: 600,
          height: 800,
          quality: 90,
          keepsSize: false,
        },
      ],
    },
    {
      kind: 'author-photo',
      maxBytes: 5242880,
      maxMB: 5,
      formats: ['jpeg', 'png', 'gif', 'webp'],
      mimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
      extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
      minSide: 0,
      outputs: [
        {
          upToBytes: 0,
          width: 400,
          height: 400,
          quality: 85,
          keepsSize: false,
        },
      ],
    },
    {
      kind: 'event-image',
      maxBytes: 8388608,
      maxMB: 8,
      formats: ['jpeg', 'png', 'gif', 'webp'],
      mimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
      extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
      minSide: 0,
      outputs: [
        {
          upToBytes: 0,
          width: 1200,
          height: 800,
          quality: 85,
          keepsSize: false,
        },
      ],
    },
    {
      kind: 'profile',
      maxBytes: 5242880,
      maxMB: 5,
      formats: ['jpeg', 'png', 'gif', 'webp'],
      mimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
      extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
      minSide: 0,
      outputs: [
        {
          upToBytes: 0,
          width: 400,
          height: 400,
          quality: 85,
          keepsSize: false,
        },
      ],
    },
    {
      kind: 'general',
      maxBytes: 5242880,
      maxMB: 5,
      formats: ['jpeg', 'png', 'gif', 'webp'],
      mimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
      extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
      minSide: 0,
      outputs: [
        {
          upToBytes: 2097152,
          width: 12000,
          height: 12000,
          quality: 90,
          keepsSize: true,
        },
        {
          upToBytes: 5242880,
          width: 800,
          height: 600,
          quality: 80,
          keepsSize: false,
        },
        {
          upToBytes: 0,
          width: 600,
          height: 400,
          quality: 70,
          keepsSize: false,
        },
      ],
    },
  ],
  maxPixels: 25000000,
  maxSide: 12000,
}
