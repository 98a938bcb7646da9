// Kept at this path because the reference site served its home page at /home/Home too.
export {default} from '@site/src/components/Home';
