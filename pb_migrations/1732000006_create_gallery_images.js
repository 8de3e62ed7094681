/// <reference path="../pb_data/types.d.ts" />

// Gallery images: public to read, admins manage. pb_hooks/gallery.pb.js keeps a single
// Load of the Month.
const ADMIN = "@request.auth.roles:each ?= 'admin'"
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

migrate(
  (app) => {
    const gallery = new Collection({
      type: 'base',
      name: 'gallery_images',
      listRule: '',
      viewRule: '',
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'title', required: true, max: 200 },
        { type: 'text', name: 'description', max: 2000 },
        { type: 'text', name: 'alt_text', max: 300 },
        { type: 'select', name: 'category', maxSelect: 1, values: ['general', 'trucks', 'trailers', 'loads'] },
        { type: 'number', name: 'display_order', min: 0, onlyInt: true },
        { type: 'bool', name: 'is_load_of_the_month' },
        {
          type: 'file',
          name: 'image',
          required: true,
          maxSelect: 1,
          maxSize: 10 * 1024 * 1024,
          mimeTypes: IMAGE_TYPES,
          thumbs: ['600x0', '1600x0'],
        },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_gallery_images_display_order` ON `gallery_images` (`display_order`)',
        'CREATE INDEX `idx_gallery_images_load_of_the_month` ON `gallery_images` (`is_load_of_the_month`)',
      ],
    })
    app.save(gallery)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('gallery_images'))
  },
)
