// The landing page; /home/Home, where the Strapi docs once had it, redirects here (config/redirects.ts).
export {default} from '@site/src/components/Home';
