export { Button } from './Button/Button';
