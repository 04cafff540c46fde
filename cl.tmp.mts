import { classify } from "/work/main/server/ai/grace/classify.ts";
const [msg, earlier] = process.argv.slice(2);
console.log(classify(msg, earlier ?? "", "couple"));
