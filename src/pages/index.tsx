// The landing page; the same component is also routed at /home/Home.
export {default} from '@site/src/components/Home';
