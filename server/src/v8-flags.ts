/**
 * V8 settings of the server process, set before anything else is loaded (main.ts imports this first).
 *
 * No allocation-site pretenuring. V8 allocates the objects of an allocation site straight into its old generation once
 * enough of them have outlived young collections. A server's requests make the same objects over and over: once a
 * site was judged long-lived under one kind of request (visitors' cached feed pages), every uncached feed answer
 * that followed put objects from it in the old generation, where, dead or alive, they kept the young objects they
 * pointed at (rows, the response) alive until the next full collection. Under an evenly spaced uncached load of 150
 * req/s that came after cached ones: 0.30-0.45 MB promoted per young collection and a full collection every few seconds,
 * p99 9-10.6 ms, against 0.01-0.03 MB and 3.7-6.8 ms without pretenuring (bench/RESULTS-api.md, "The uncached tail,
 * found"). Node refuses this flag in NODE_OPTIONS, so the process sets it on itself.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
