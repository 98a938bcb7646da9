/** devDocsSidebar: the "🛠 Customization" category (back-end and admin panel customization, examples cookbook). */
import type {SidebarItem} from '../types';

export default {
  type: 'category',
  label: '🛠 Customization',
  collapsed: false,
  link: {type: 'doc', id: 'customization'},
  items: [
    {type: 'doc', id: 'customization', label: 'Customization Introduction & Concepts'},
    {
      type: 'category',
      label: 'Back-end customization',
      link: {type: 'doc', id: 'backend-customization'},
      items: [
        {type: 'doc', id: 'backend-customization', label: 'Introduction to backend customization'},
        'backend-customization/requests-responses',
        'backend-customization/routes',
        'backend-customization/policies',
        'backend-customization/middlewares',
        'backend-customization/controllers',
        'backend-customization/services',
        'backend-customization/models',
        'backend-customization/webhooks',
        {
          type: 'category',
          label: 'Examples',
          link: {type: 'doc', id: 'backend-customization/examples'},
          items: [
            {
              type: 'doc',
              id: 'backend-customization/examples',
              label: 'Introduction to the examples',
            },
            'backend-customization/examples/authentication',
            'backend-customization/examples/services-and-controllers',
            'backend-customization/examples/policies',
            'backend-customization/examples/routes',
            'backend-customization/examples/middlewares',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Admin panel customization',
      link: {type: 'doc', id: 'admin-panel-customization'},
      items: [
        {
          type: 'doc',
          id: 'admin-panel-customization',
          label: 'Introduction to admin panel customization',
        },
        'admin-panel-customization/host-port-path',
        'admin-panel-customization/options',
        'admin-panel-customization/bundlers',
        'admin-panel-customization/wysiwyg-editor',
        'admin-panel-customization/extension',
        'admin-panel-customization/deployment',
      ],
    },
  ],
} satisfies SidebarItem;
