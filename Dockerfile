FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY pia_graph ./pia_graph
COPY cypher ./cypher
COPY ontology ./ontology
RUN pip install --no-cache-dir -e .
ENV PIA_PROJECT_ROOT=/app
CMD ["pia", "--help"]
