/** devDocsSidebar: the "⚙️ Setup & Deployment" category. */
import type {SidebarItem} from '../types';
import {configurationCategory} from './configuration';

export default {
  type: 'category',
  label: '⚙️ Setup & Deployment',
  collapsed: false,
  link: {type: 'doc', id: 'setup-deployment'},
  items: [
    {type: 'doc', id: 'setup-deployment', label: 'Introduction to Setup & Deployment'},
    {
      type: 'category',
      label: 'Installation',
      customProps: {updated: true},
      link: {type: 'doc', id: 'installation'},
      items: [
        {type: 'doc', id: 'installation', label: 'Introduction to installation'},
        {type: 'doc', id: 'installation/cli', customProps: {updated: true}},
        'installation/docker',
      ],
    },
    'project-structure',
    ...configurationCategory,
    {
      type: 'category',
      label: 'Deployment',
      link: {type: 'doc', id: 'deployment'},
      items: [
        {type: 'doc', id: 'deployment', label: 'Introduction to deployment'},
        {type: 'link', label: '☁️ Strapi Cloud', href: '/cloud/getting-started/deployment'},
        {
          type: 'category',
          label: 'Other Hosting Guides',
          collapsed: false,
          link: {type: 'doc', id: 'deployment/hosting-guides'},
          items: [
            {type: 'doc', id: 'deployment/hosting-guides', label: 'Introduction to hosting guides'},
            'deployment/amazon-aws',
            'deployment/azure',
            'deployment/digitalocean-app-platform',
            'deployment/digitalocean',
            'deployment/heroku',
          ],
        },
        {
          type: 'category',
          label: 'Optional Software Guides',
          collapsed: false,
          link: {type: 'doc', id: 'deployment/optional-software-guides'},
          items: [
            {
              type: 'doc',
              id: 'deployment/optional-software-guides',
              label: 'Introduction to optional software',
            },
            'deployment/caddy-proxy',
            'deployment/haproxy-proxy',
            'deployment/nginx-proxy',
            'deployment/process-manager',
          ],
        },
      ],
    },
  ],
} satisfies SidebarItem;
