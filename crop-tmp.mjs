import sharp from 'sharp';
for (const n of process.argv.slice(2)) {
  const meta = await sharp(`/tmp/shots-approvals/${n}`).metadata();
  await sharp(`/tmp/shots-approvals/${n}`).extract({ left: 0, top: 0, width: meta.width, height: Math.min(1000, meta.height) }).toFile(`/tmp/shots-approvals/crop-${n}`);
}
