export { Marked } from "../../_support+/__components/Marked";
