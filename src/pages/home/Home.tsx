// Also served at /home/Home: the Strapi docs' home page has lived at that path, and links to it exist.
export {default} from '@site/src/components/Home';
